import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import type { Engine } from '../server/src/db/database.js';
import type { Database } from '../server/src/db/schema.js';
import { shiftDay } from '../server/src/progress/periods.js';
import { progressOf } from '../server/src/progress/service.js';
import { rebuildSummaryOf } from '../server/src/progress/summary.js';
import { createTestDb } from '../server/test/support/engines.js';
import { size } from './mode.js';

/** Entries of the one learner measured; PROGRESS_BENCH_SIZES=1000,100000 by default. */
const SIZES = (process.env.PROGRESS_BENCH_SIZES ?? size('1000,100000', '100,300')).split(',').map(Number);
const RUNS = 30;
const BATCH = 500;

/**
 * `npm run bench`: GET /api/progress's work (progressOf, range 3 months) for one learner with 1,000 and
 * with 100,000 analysed entries (one a day, each with figures and a mistake), on SQLite and PostgreSQL,
 * beside a same-run baseline (`select 1` on the same database). Targets: ratio ≤ 2×, p95 at the largest
 * size ≤ 150 ms.
 */
export async function benchProgress(report: (line: string) => void): Promise<void> {
  for (const engine of ['sqlite', 'postgres'] as Engine[]) await benchOn(engine, report);
}

async function benchOn(engine: Engine, report: (line: string) => void) {
  const test = await createTestDb(engine);
  try {
    const { db } = test;
    if (engine === 'sqlite') await sql`pragma synchronous = off`.execute(db.kysely);
    const userId = await insertUser(db.kysely);
    const now = Date.now();
    const today = new Date(now).toISOString().slice(0, 10);
    const base = await timings(async () => sql`select 1`.execute(db.kysely));
    report(`${engine} baseline select 1: median ${fmt(base.median)} ms, p95 ${fmt(base.p95)} ms`);
    let filled = 0;
    const medians: number[] = [];
    let lastP95 = 0;
    for (const size of SIZES) {
      const started = performance.now();
      filled = await fill(db.kysely, userId, today, filled, size);
      // Rows written straight to the tables, as a migration's backfill finds them: the summary is rebuilt.
      await rebuildSummaryOf(db.kysely, engine, userId);
      const fillS = (performance.now() - started) / 1000;
      const t = await timings(() => progressOf(db, userId, '3m', 'UTC', now));
      medians.push(t.median);
      lastP95 = t.p95;
      report(
        `${engine} progress (3 months), ${size.toLocaleString('en-US')} entries: median ${fmt(t.median)} ms, p95 ${fmt(t.p95)} ms (filled in ${fillS.toFixed(1)} s)`,
      );
    }
    if (medians.length > 1) {
      const ratio = medians[medians.length - 1]! / medians[0]!;
      report(
        `${engine} ratio largest ÷ smallest ${ratio.toFixed(2)}× (target ≤ 2×) ${ratio <= 2 ? 'OK' : 'ABOVE TARGET'}`,
      );
    }
    report(
      `${engine} p95 at the largest size ${fmt(lastP95)} ms (target ≤ 150 ms) ${lastP95 <= 150 ? 'OK' : 'ABOVE TARGET'}`,
    );
  } finally {
    await test.dispose();
  }
}

const fmt = (ms: number) => ms.toFixed(2);

async function timings(run: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(RUNS / 2)]!, p95: times[Math.ceil(RUNS * 0.95) - 1]! };
}

/** Entries (one a day, ending today), their figures and one mistake each, up to `size` in all. */
async function fill(db: Kysely<Database>, userId: string, today: string, from: number, size: number) {
  for (let i = from; i < size; i += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, size - i) }, (_, j) => {
      const n = i + j;
      return { id: randomUUID(), day: shiftDay(today, -n), n };
    });
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('journal_entries')
        .values(
          rows.map((r) => ({
            id: r.id,
            user_id: userId,
            day: r.day,
            date_seconds: Date.parse(`${r.day}T00:00:00Z`) / 1000,
            time_zone: 'UTC',
            content: 'Yo fui al mercado.',
            target_language: 'es',
            word_count: 120,
            version: 1,
            analysis_state: 'analyzed' as const,
            analysis_error: null,
            created_at: 0,
            updated_at: 0,
            deleted_at: null,
          })),
        )
        .execute();
      await trx
        .insertInto('assessment_figures')
        .values(
          rows.map((r) => ({
            journal_entry_id: r.id,
            user_id: userId,
            day: r.day,
            words: 120,
            mistakes: 3,
            level_rank: 1 + (r.n % 6),
            confidence: 80,
            assessor: 'offline',
            model: null,
            lemmas: 60,
            new_lemmas: 2,
            created_at: 0,
          })),
        )
        .execute();
      await trx
        .insertInto('assessment_mistakes')
        .values(
          rows.map((r) => ({
            journal_entry_id: r.id,
            correction_id: 'c1',
            user_id: userId,
            day: r.day,
            category: 'spelling',
            mistake_key: `spelling\u241fmercao${r.n % 50}\u241fmercado`,
            original: `mercao${r.n % 50}`,
            corrected: 'mercado',
            context: 'Yo fui al mercao.',
          })),
        )
        .execute();
      await trx
        .insertInto('user_lemmas')
        .values(
          rows.map((r) => ({
            user_id: userId,
            language: 'es',
            lemma: `palabra${r.n}`,
            first_entry_id: r.id,
            first_day: r.day,
          })),
        )
        .execute();
    });
  }
  return size;
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
