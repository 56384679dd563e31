// Same-run reference of bench/load.ts: the learners' mix as the plain SQL its requests run (the main
// statements of each: no HTTP, no auth, no validation), issued straight through `pg` by the same number
// of virtual users over the same total pool size as the API processes. One "request" is timed as the
// statements of one API request.
// Usage: node bench/load-pg-baseline.mjs <options.json>  → prints {rps, p50, p99, errors, non2xx, failures}
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';

const opts = JSON.parse(readFileSync(process.argv[2], 'utf8'));
/** @type {{ databaseUrl: string, poolSize: number, connections: number, seconds: number, dayOffset: number, users: { id: string, analysedId: string, corrections: string[], cardIds: string[] }[] }} */
const { databaseUrl, poolSize, connections, seconds, dayOffset, users } = opts;
const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
const DAY = 86_400;
const FIRST_FREE_DAY = Date.UTC(2030, 0, 1) / 1000 + dayOffset * DAY;

const latencies = [];
const failures = [];
let errors = 0;

async function timed(work) {
  const started = performance.now();
  try {
    const out = await work();
    latencies.push(performance.now() - started);
    return out;
  } catch (e) {
    errors++;
    if (failures.length < 10) failures.push(e instanceof Error ? e.message : String(e));
    return null;
  }
}

async function inTransaction(work) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const out = await work(client);
    await client.query('COMMIT');
    return out;
  } catch (e) {
    await client.query('ROLLBACK');
    throw e;
  } finally {
    client.release();
  }
}

const q = (text, values) => pool.query(text, values).then((r) => r.rows);

async function virtualUser(index, until) {
  const user = users[index % users.length];
  const perUser = Math.ceil(connections / users.length);
  const slot = Math.floor(index / users.length);
  let cycle = 0;
  while (performance.now() < until) {
    const now = Date.now();
    const date = FIRST_FREE_DAY + (cycle * perUser + slot) * DAY;
    const day = new Date(date * 1000).toISOString().slice(0, 10);
    const id = randomUUID();
    const created = await timed(() =>
      q(
        `INSERT INTO journal_entries (id, user_id, day, date_seconds, time_zone, content, target_language,
           word_count, version, analysis_state, analysis_error, created_at, updated_at, deleted_at)
         VALUES ($1, $2, $3, $4, 'UTC', $5, 'en', 14, 1, NULL, NULL, $6, $6, NULL) RETURNING *`,
        [id, user.id, day, date, `Entry ${cycle}: today I walked to the market.`, now],
      ),
    );
    if (created)
      await timed(() =>
        q(
          `UPDATE journal_entries SET content = $1, word_count = 15, version = version + 1, updated_at = $2
           WHERE id = $3 AND user_id = $4 AND version = $5 AND deleted_at IS NULL RETURNING *`,
          [`Entry ${cycle}: today I walked to the market again.`, now, id, user.id, 1],
        ),
      );
    await timed(() =>
      q(
        `SELECT e.*, a.status, a.new_words, a.new_grammar_points, a.level FROM journal_entries e
         LEFT JOIN assessments a ON a.journal_entry_id = e.id
         WHERE e.user_id = $1 AND e.day >= $2 AND e.day <= $3 AND e.deleted_at IS NULL ORDER BY e.day`,
        [user.id, `${day.slice(0, 7)}-01`, `${day.slice(0, 7)}-31`],
      ),
    );
    if (created)
      await timed(() =>
        q('SELECT * FROM journal_entries WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL', [
          id,
          user.id,
        ]),
      );
    await timed(async () => {
      await q('SELECT * FROM journal_entries WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL', [
        user.analysedId,
        user.id,
      ]);
      await q('SELECT * FROM assessments WHERE journal_entry_id = $1 AND user_id = $2', [
        user.analysedId,
        user.id,
      ]);
    });
    await timed(async () => {
      await q(
        `SELECT c.*, k.type, k.key, k.word FROM cards c JOIN concepts k ON k.id = c.concept_id
         WHERE c.user_id = $1 AND c.due <= $2 ORDER BY c.due LIMIT 20`,
        [user.id, now],
      );
      await q('SELECT count(*) FROM cards WHERE user_id = $1 AND due <= $2', [user.id, now]);
    });
    const accepted = cycle % 2 === 0 ? 1 : 0;
    await timed(() =>
      q(
        `INSERT INTO correction_states (journal_entry_id, user_id, correction_id, accepted, rejected, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (journal_entry_id, correction_id)
         DO UPDATE SET accepted = excluded.accepted, rejected = excluded.rejected, updated_at = excluded.updated_at`,
        [
          user.analysedId,
          user.id,
          user.corrections[cycle % user.corrections.length],
          accepted,
          1 - accepted,
          now,
        ],
      ),
    );
    const cardId = user.cardIds[cycle % user.cardIds.length];
    await timed(() =>
      inTransaction(async (c) => {
        const [card] = (
          await c.query('SELECT * FROM cards WHERE id = $1 AND user_id = $2', [cardId, user.id])
        ).rows;
        await c.query(
          `UPDATE cards SET reps = reps + 1, due = $1, last_review = $2, updated_at = $2
           WHERE id = $3 AND user_id = $4 AND reps = $5`,
          [now + DAY * 1000, now, cardId, user.id, card.reps],
        );
        await c.query(
          `INSERT INTO review_logs (id, user_id, card_id, rating, state, due, stability, difficulty, elapsed_days,
             last_elapsed_days, scheduled_days, learning_steps, review, created_at)
           VALUES ($1, $2, $3, 3, $4, $5, $6, $7, 0, 0, 1, 0, $8, $8)`,
          [randomUUID(), user.id, cardId, card.state, card.due, card.stability, card.difficulty, now],
        );
      }),
    );
    await timed(() =>
      q('SELECT * FROM exercise_sessions WHERE user_id = $1 ORDER BY created_at DESC', [user.id]),
    );
    cycle++;
  }
}

const started = performance.now();
const until = started + seconds * 1000;
await Promise.all(Array.from({ length: connections }, (_, i) => virtualUser(i, until)));
const elapsed = (performance.now() - started) / 1000;
await pool.end();
latencies.sort((a, b) => a - b);
const pct = (p) =>
  Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0);
process.stdout.write(
  JSON.stringify({
    rps: Math.round(latencies.length / elapsed),
    p50: pct(0.5),
    p99: pct(0.99),
    errors,
    non2xx: 0,
    failures,
  }),
);
