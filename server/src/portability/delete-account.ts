import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { forgetSessionsOf } from '../auth/index.js';
import type { Executor } from '../db/executor.js';
import { deletionOrder } from '../db/owned-registry.js';
import type { Deps } from '../deps.js';
import { parseEml } from '../mail/eml.js';

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
    // Every declared table (db/owned-registry.ts), children before parents, the users row last.
    for (const t of deletionOrder()) {
      if (t.deleteForAccount) await t.deleteForAccount(trx, userId);
      else await sql`DELETE FROM ${sql.table(t.table)} WHERE ${sql.ref(t.owner)} = ${userId}`.execute(trx);
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
