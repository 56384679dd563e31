import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Db } from '../server/src/db/database.js';
import type { Database } from '../server/src/db/schema.js';
import { addDays, monthRange } from '../server/src/journal/days.js';
import { listEntriesBetween } from '../server/src/journal/repo.js';
import type { JournalEntriesTable } from '../server/src/journal/tables.js';
import { createSignedInUser, createTestApp } from '../server/test/support/app.js';
import { createTestDb } from '../server/test/support/engines.js';
import { assertAllOk, formatFigures, measureHttp, median, startBaselineServer } from './http.js';
import { memoryLine, peakRssWhile, rssMb } from './memory.js';
import { size } from './mode.js';

const SECONDS = size(5, 1);

const YEAR = 2025;
const MONTH = 1;
const WORDS = 'hoy fui al mercado con mi hermana y compramos frutas verduras pan queso'.split(' ');

/** ~300 words of text, different per day so rows are not identical. */
function entryText(seed: number, words = 300): string {
  return Array.from({ length: words }, (_, i) => WORDS[(seed * 7 + i * 3) % WORDS.length]).join(' ');
}

/**
 * `npm run bench`: the calendar's monthly call for a user with 31 entries of ~300 words (HTTP, SQLite,
 * 50 connections, ~5 s, loopback) next to a bare node:http baseline; then the same repository query's
 * median latency with 1 000 and with 1 000 000 rows in journal_entries (target: within 2×).
 */
export async function benchJournal(report: (line: string) => void): Promise<void> {
  await benchMonthlyHttp(report);
  await benchMonthlyQueryScaling(report);
}

async function benchMonthlyHttp(report: (line: string) => void): Promise<void> {
  const baseline = await startBaselineServer();
  const base = await measureHttp(baseline.url, { seconds: SECONDS });
  baseline.server.close();

  const t = await createTestApp('sqlite');
  try {
    const user = await createSignedInUser(t);
    const { first } = monthRange(YEAR, MONTH);
    for (let i = 0; i < 31; i++) {
      const day = addDays(first, i);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/documents/journal/store/',
        headers: user.headers,
        payload: {
          date: String(Date.parse(`${day}T00:00:00Z`) / 1000),
          content: entryText(i),
          time_zone: 'UTC',
        },
      });
      if (res.statusCode !== 200) throw new Error(`seeding ${day} failed: ${res.statusCode} ${res.body}`);
    }
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${address}/api/documents/journal/monthly/${YEAR}/${MONTH}`;
    const check = await fetch(url, { headers: user.headers });
    const entries = (await check.json()) as unknown[];
    if (entries.length !== 31) throw new Error(`expected 31 entries, got ${entries.length}`);
    const idleMb = rssMb();
    // The app runs in this process (the load comes from a separate one): its RSS is the API's.
    const { result: monthly, peakMb } = await peakRssWhile([process.pid], () =>
      measureHttp(url, { headers: user.headers, seconds: SECONDS }),
    );
    report(`baseline node:http                      ${formatFigures(base)}`);
    report(`GET …/journal/monthly/y/m (31×300 words) ${formatFigures(monthly)}`);
    report(`ratio monthly ÷ baseline                ${((monthly.rps / base.rps) * 100).toFixed(1)} %`);
    report(memoryLine('API (this process, SQLite)', idleMb, peakMb[0]!));
    assertAllOk('baseline node:http', base);
    assertAllOk('GET …/journal/monthly', monthly);
  } finally {
    await t.dispose();
  }
}

const QUERY_RUNS = size(300, 20);
const ROWS_PER_INSERT = 1000; // × 12 columns stays under SQLite's 32 766 bound parameters
const FILLER_DAYS_PER_USER = 1000;
const FILLER_USERS_PER_TRANSACTION = 100;
const FILLER_DAYS = Array.from({ length: FILLER_DAYS_PER_USER }, (_, i) => addDays('2022-06-01', i));

async function benchMonthlyQueryScaling(report: (line: string) => void): Promise<void> {
  const test = await createTestDb('sqlite');
  try {
    const { db } = test;
    // A throwaway database: durability does not matter while loading it.
    await sql`pragma synchronous = off`.execute(db.kysely);
    const target = await insertUser(db.kysely);
    const { first, last } = monthRange(YEAR, MONTH);
    // The measured user: 31 entries of ~300 words in the month, plus the rest of their year.
    await db.kysely.transaction().execute((trx) =>
      insertRows(
        trx,
        Array.from({ length: 365 }, (_, i) =>
          row(target, addDays(first, i), i < 31 ? entryText(i) : 'short'),
        ),
      ),
    );
    let total = 365;
    const sizes = size([1_000, 1_000_000], [1_000, 2_000]);
    const medians: number[] = [];
    for (const size of sizes) {
      const started = performance.now();
      total = await fillTo(db, total, size);
      const fillSeconds = (performance.now() - started) / 1000;
      const ms = await medianQueryMs(() => listEntriesBetween(db.kysely, target, first, last));
      medians.push(ms);
      report(
        `monthly query, ${size.toLocaleString('en-US').padStart(9)} rows: median ${ms.toFixed(3)} ms (${QUERY_RUNS} runs; filled in ${fillSeconds.toFixed(1)} s)`,
      );
    }
    const ratio = medians[1]! / medians[0]!;
    report(
      `ratio ${sizes[1]!.toLocaleString('en-US')} ÷ 1,000 rows            ${ratio.toFixed(2)}× (target ≤ 2×) ${ratio <= 2 ? 'OK' : 'ABOVE TARGET'}`,
    );
  } finally {
    await test.dispose();
  }
}

async function medianQueryMs(query: () => Promise<unknown[]>): Promise<number> {
  for (let i = 0; i < size(50, 5); i++)
    if ((await query()).length !== 31) throw new Error('expected 31 entries');
  const times: number[] = [];
  for (let i = 0; i < QUERY_RUNS; i++) {
    const start = performance.now();
    await query();
    times.push(performance.now() - start);
  }
  return median(times);
}

/**
 * Adds filler users with FILLER_DAYS_PER_USER short entries each until the table holds `size` rows,
 * FILLER_USERS_PER_TRANSACTION users per transaction (few commits, bounded memory).
 */
async function fillTo(db: Db, current: number, size: number): Promise<number> {
  let total = current;
  while (total < size) {
    await db.kysely.transaction().execute(async (trx) => {
      for (let u = 0; u < FILLER_USERS_PER_TRANSACTION && total < size; u++) {
        const user = await insertUser(trx);
        const count = Math.min(FILLER_DAYS_PER_USER, size - total);
        const rows = Array.from({ length: count }, (_, i) => row(user, FILLER_DAYS[i]!, `filler ${i}`));
        await insertRows(trx, rows);
        total += count;
      }
    });
  }
  return total;
}

function row(userId: string, day: string, content: string): Insertable<JournalEntriesTable> {
  const now = Date.now();
  return {
    id: randomUUID(),
    user_id: userId,
    day,
    date_seconds: Date.parse(`${day}T00:00:00Z`) / 1000,
    time_zone: 'UTC',
    content,
    target_language: 'es',
    word_count: content.split(' ').length,
    version: 1,
    analysis_state: null,
    analysis_error: null,
    created_at: now,
    updated_at: now,
    deleted_at: null,
  };
}

async function insertUser(db: Kysely<Database>): Promise<string> {
  const id = randomUUID();
  const now = Date.now();
  await db
    .insertInto('users')
    .values({
      id,
      email: `${id}@bench.invalid`,
      password_hash: 'x',
      email_confirmed_at: now,
      last_sign_in_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** Multi-row inserts (call inside a transaction): the fast way to load SQLite. */
async function insertRows(db: Kysely<Database>, rows: Insertable<JournalEntriesTable>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    await db
      .insertInto('journal_entries')
      .values(rows.slice(i, i + ROWS_PER_INSERT))
      .execute();
  }
}
