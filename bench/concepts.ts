import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { DUE_COUNT_CAP } from '@inkwell/contract';
import { countDueCards, listDueCards } from '../server/src/concepts/repo.js';
import { dueQueue } from '../server/src/concepts/service.js';
import { newCard } from '../server/src/concepts/srs.js';
import type { Db, Engine } from '../server/src/db/database.js';
import { createTestDb } from '../server/test/support/engines.js';
import { size } from './mode.js';

const DAY = 86_400_000;
const RUNS = size(200, 10);
const BIG = size(10_000, 300);

/**
 * The review queue's query (the caller's next due cards), the due count and the whole review/due call
 * for a user with 10 000 cards next to one with 100, in one database holding both. A third of each deck is due now, the
 * rest spread over the coming year, as in a deck in use. Target: the big deck within 2× of the small one.
 */
export async function benchConcepts(report: (line: string) => void): Promise<void> {
  for (const engine of ['sqlite', 'postgres'] as Engine[]) {
    let testDb;
    try {
      testDb = await createTestDb(engine);
    } catch (e) {
      report(`${engine}: skipped (${e instanceof Error ? e.message : String(e)})`);
      continue;
    }
    try {
      await measureEngine(testDb.db, engine, report);
    } finally {
      await testDb.dispose();
    }
  }
}

async function measureEngine(db: Db, engine: Engine, report: (line: string) => void): Promise<void> {
  const now = Date.UTC(2026, 5, 1);
  const big = await seedUser(db, BIG, now);
  const small = await seedUser(db, 100, now);
  // A live database has planner statistics (PostgreSQL's autovacuum gathers them; SQLite's are opt-in).
  await sql`analyze`.execute(db.kysely);
  // The count grows with the backlog by nature (34 vs 3 334 due here), so it has no ratio target: it is
  // bounded by DUE_COUNT_CAP instead. The queue query and the whole call carry the 2× target.
  const steps: [string, (userId: string) => () => Promise<unknown>, boolean][] = [
    ['due-queue query (next 20)', (u) => () => listDueCards(db.kysely, u, now, 20), true],
    [`due count (≤ ${DUE_COUNT_CAP})`, (u) => () => countDueCards(db.kysely, u, now, DUE_COUNT_CAP), false],
    ['review/due service (all of it)', (u) => () => dueQueue(db, u, { limit: 20 }, now), true],
  ];
  for (const [label, make, targeted] of steps) {
    const s = await median(make(small));
    const b = await median(make(big));
    const ratio = b / s;
    const verdict = targeted ? `(target ≤ 2×) ${ratio <= 2 ? 'OK' : 'ABOVE TARGET'}` : '(bounded, no target)';
    report(
      `${engine.padEnd(8)} ${label.padEnd(31)} 100 cards ${fmt(s)}  ${BIG} cards ${fmt(b)}  ×${ratio.toFixed(2)} ${verdict}`,
    );
  }
}

async function median(run: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < size(20, 2); i++) await run(); // warm caches and plans
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

const fmt = (ms: number) => `${ms.toFixed(3).padStart(7)} ms`;

/** A user with `cards` cards on cards/2 vocab concepts; a third due now, the rest within a year. */
async function seedUser(db: Db, cards: number, now: number): Promise<string> {
  const userId = randomUUID();
  await db.kysely
    .insertInto('users')
    .values({
      id: userId,
      email: `${userId}@bench.example`,
      password_hash: 'x',
      email_confirmed_at: now,
      last_sign_in_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const concepts = Array.from({ length: cards / 2 }, (_, i) => ({
    id: randomUUID(),
    user_id: userId,
    type: 'vocab' as const,
    key: `word${i}`,
    target_language: 'es',
    word: `word${i}`,
    english_translation: `meaning ${i}`,
    example_sentences: JSON.stringify([`An example with word${i}.`]),
    examples: '[]',
    tags: '[]',
    created_at: now,
    updated_at: now,
  }));
  const cardRows = concepts.flatMap((c, i) =>
    (['recognition', 'recall'] as const).map((cardType, j) => {
      const n = i * 2 + j;
      const due = n % 3 === 0 ? now - (n % 30) * DAY : now + (1 + (n % 365)) * DAY;
      return {
        id: randomUUID(),
        user_id: userId,
        concept_id: c.id,
        card_type: cardType,
        ...newCard(now),
        state: n % 3 === 0 ? 2 : 1,
        due,
        created_at: now,
        updated_at: now,
      };
    }),
  );
  for (let i = 0; i < concepts.length; i += 500) {
    await db.kysely
      .insertInto('concepts')
      .values(concepts.slice(i, i + 500))
      .execute();
  }
  for (let i = 0; i < cardRows.length; i += 500) {
    await db.kysely
      .insertInto('cards')
      .values(cardRows.slice(i, i + 500))
      .execute();
  }
  return userId;
}
