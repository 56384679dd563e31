import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { forgetSessionsOf } from '../auth/session-cache.js';
import type { Executor } from '../db/executor.js';
import type { Deps } from '../deps.js';
import { parseEml } from '../mail/eml.js';

/**
 * Every table holding a user's rows, children before parents, and how its rows are found. A new table
 * with a user column must be added here: server/test/security/account-deletion.test.ts reads the
 * database's own catalogue and fails for any user column this list does not cover.
 */
export const USER_TABLES = [
  ['exercise_answers', 'user_id'],
  ['exercise_modules', 'user_id'],
  ['exercise_sessions', 'user_id'],
  ['correction_states', 'user_id'],
  ['assessments', 'user_id'],
  ['assessment_mistakes', 'user_id'],
  ['assessment_figures', 'user_id'],
  ['user_lemmas', 'user_id'],
  ['review_logs', 'user_id'],
  ['cards', 'user_id'],
  ['concept_aliases', 'user_id'],
  ['concepts', 'user_id'],
  ['journal_entries', 'user_id'],
  ['mail_slots', 'user_id'],
  ['reminder_settings', 'user_id'],
  ['profiles', 'user_id'],
  ['jobs', 'user_id'],
  ['email_tokens', 'user_id'],
  ['auth_sessions', 'user_id'],
  ['users', 'id'],
] as const;

/**
 * Deletes the account and everything of it, in one transaction: jobs are cancelled first, then every
 * row (refresh tokens go with their sessions, so every session and refresh token ends), the user's
 * rate-limit windows, and, on PostgreSQL, the pg-boss rows of the user's jobs. Then the outbox mails
 * addressed to them. `email` is the account's address as stored.
 */
export async function deleteAccount(
  deps: Pick<Deps, 'db' | 'jobs' | 'config'>,
  userId: string,
  email: string,
) {
  const { db } = deps;
  const k = db.kysely;
  const live = await k
    .selectFrom('jobs')
    .select(['queue', 'key'])
    .where('user_id', '=', userId)
    .where('state', 'in', ['queued', 'running'])
    .execute();
  for (const j of live) if (j.key) await deps.jobs.cancel(j.queue, j.key);
  await k.transaction().execute(async (trx) => {
    if (db.engine === 'postgres') await deletePgBossRows(trx, db.schema ?? 'pgboss', userId);
    const sessions = trx.selectFrom('auth_sessions').select('id').where('user_id', '=', userId);
    await trx.deleteFrom('refresh_tokens').where('session_id', 'in', sessions).execute();
    for (const [table, column] of USER_TABLES) {
      await sql`DELETE FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${userId}`.execute(trx);
    }
    // Rate-limit and quota windows are keyed `<kind>:<bucket>:<user id or address>` (auth/rate-limits.ts,
    // quotas/ai-quotas.ts): every window ending in the user's id or address goes.
    for (const suffix of [`:${userId}`, `:${email.trim().toLowerCase()}`]) {
      await sql`DELETE FROM rate_limits WHERE length(key) > ${suffix.length}
        AND substr(key, length(key) - ${suffix.length - 1}) = ${suffix}`.execute(trx);
    }
  });
  forgetSessionsOf(db, userId); // this process refuses the deleted account's sessions at once
  await deleteOutboxMails(deps.config.dataDir, email);
}

/** pg-boss keeps each job under the same id as its `jobs` row, in its job and archive tables. */
async function deletePgBossRows(trx: Executor, schema: string, userId: string) {
  for (const table of ['job', 'archive']) {
    const exists = await sql<{
      t: string | null;
    }>`SELECT to_regclass(${`${schema}.${table}`})::text AS t`.execute(trx);
    if (!exists.rows[0]?.t) continue;
    await sql`DELETE FROM ${sql.table(`${schema}.${table}`)}
      WHERE id::text IN (SELECT id FROM jobs WHERE user_id = ${userId})`.execute(trx);
  }
}

/** Removes DATA_DIR/outbox/*.eml whose To is the address (no SMTP: the outbox is the mail store). */
export async function deleteOutboxMails(dataDir: string, email: string): Promise<number> {
  const dir = join(dataDir, 'outbox');
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.eml'));
  } catch {
    return 0;
  }
  const wanted = email.trim().toLowerCase();
  let removed = 0;
  for (const name of names) {
    const file = join(dir, name);
    const raw = await readFile(file, 'utf8').catch(() => '');
    const to = parseEml(raw).to.toLowerCase();
    if (to.split(/[,;]/).some((a) => a.replace(/.*</, '').replace(/>.*/, '').trim() === wanted)) {
      await rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}
