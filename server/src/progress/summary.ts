import { sql, type QueryCreator } from 'kysely';
import type { Engine } from '../db/database.js';
import type { Database } from '../db/schema.js';
import type { Executor } from '../db/executor.js';
import { liveEntry } from '../journal/index.js';
import { daysBetween, shiftDay } from './periods.js';
import { runsNear } from './runs-near.js';

// Stored summary rows of the Progress page (migration 0029, decision 263): runs of writing days and the
// distinct-word count. Counting them from every entry grew with the journal (seconds at 100,000 entries);
// these rows change where an entry becomes live or stops being live, in that same transaction.

/**
 * Takes the learner's summary lock: an upsert of their counter row, which PostgreSQL locks until the
 * transaction ends (SQLite has one writer anyway), so two changes of one learner's runs never interleave.
 */
async function lockSummary(trx: Executor, userId: string): Promise<void> {
  await summaryLock(trx, userId).execute();
}

/** The summary lock's upsert, for a caller that folds it into a statement of its own (a CTE). */
export const summaryLock = (db: QueryCreator<Database>, userId: string) =>
  db
    .insertInto('progress_counters')
    .values({ user_id: userId, distinct_words: 0 })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ distinct_words: sql`progress_counters.distinct_words` }),
    );

/** Adds `delta` to the learner's distinct words (never below 0). */
export async function addDistinctWords(trx: Executor, userId: string, delta: number): Promise<void> {
  if (delta === 0) return;
  await lockSummary(trx, userId);
  await trx
    .updateTable('progress_counters')
    .set({
      distinct_words: sql`case when distinct_words + ${delta} < 0 then 0 else distinct_words + ${delta} end`,
    })
    .where('user_id', '=', userId)
    .execute();
}

/**
 * Brings the learner's runs in line with whether `day` has a live entry now: joins the runs either side
 * of a new writing day, or splits the run around a day that no longer has one. Idempotent. `knownLive`:
 * the caller has just written the day's live entry in this transaction, so it need not be read again.
 */
export async function syncWritingDay(
  trx: Executor,
  userId: string,
  day: string,
  knownLive?: true,
): Promise<void> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return; // an import's hidden row ("replaced:…") is never live
  await lockSummary(trx, userId);
  const live =
    knownLive ??
    (await trx
      .selectFrom('journal_entries')
      .select('id')
      .where('user_id', '=', userId)
      .where('day', '=', day)
      .where(liveEntry())
      .executeTakeFirst()) !== undefined;
  const near = runsNear(await latestRunsFrom(trx, userId, shiftDay(day, 1)), day);
  const { holding } = near;
  const inRun = holding !== undefined;
  if (live && !inRun) {
    const { before, after } = near;
    if (before && after) {
      await deleteRun(trx, userId, after.first_day);
      await setRun(trx, userId, before.first_day, before.first_day, after.last_day);
    } else if (before) await setRun(trx, userId, before.first_day, before.first_day, day);
    else if (after) await setRun(trx, userId, after.first_day, day, after.last_day);
    else await insertRun(trx, userId, day, day);
  } else if (!live && holding) {
    await deleteRun(trx, userId, holding.first_day);
    if (holding.first_day < day) await insertRun(trx, userId, holding.first_day, shiftDay(day, -1));
    if (holding.last_day > day) await insertRun(trx, userId, shiftDay(day, 1), holding.last_day);
  }
}

/**
 * The two latest runs starting on or before `lastFirst` (the day after the synced one), in one indexed
 * read: every run that holds the day, ends the day before or starts the day after is among them (runs
 * never touch, so at most the one starting the day after and the one before it matter).
 */
const latestRunsFrom = (trx: Executor, userId: string, lastFirst: string) =>
  trx
    .selectFrom('writing_runs')
    .selectAll()
    .where('user_id', '=', userId)
    .where('first_day', '<=', lastFirst)
    .orderBy('first_day', 'desc')
    .limit(2)
    .execute();

/**
 * An entry became live (created, undone) or stopped being live (deleted): its day's run, and the words
 * whose first use it holds.
 */
export async function entryLivenessChanged(
  trx: Executor,
  userId: string,
  entry: { id: string; day: string },
  live: boolean,
): Promise<void> {
  await syncWritingDay(trx, userId, entry.day);
  const row = await trx
    .selectFrom('user_lemmas')
    .select(sql<number>`count(*)`.as('n'))
    .where('user_id', '=', userId)
    .where('first_entry_id', '=', entry.id)
    .executeTakeFirst();
  const n = Number(row?.n ?? 0);
  await addDistinctWords(trx, userId, live ? n : -n);
}

/**
 * A new entry was written (a new id, live): its day joins the runs. No word can have its first use in an
 * entry not yet assessed, so the distinct-word count stays — two statements fewer than
 * entryLivenessChanged on every entry a learner creates (decision 311).
 */
export const newEntryWritten = (trx: Executor, userId: string, entry: { day: string }) =>
  syncWritingDay(trx, userId, entry.day, true);

/**
 * PostgreSQL: newEntryWritten in one statement, for a caller whose earlier statement in this transaction
 * took the summary lock (`summaryLock`). The lock must come first: this statement's snapshot then holds
 * every run another change of this learner committed. The read of the two latest runs and the insert,
 * update, or delete + update it leads to (as syncWritingDay) are CTEs of one statement (decision 323).
 */
export async function newEntryWrittenLocked(trx: Executor, userId: string, day: string): Promise<void> {
  const yesterday = shiftDay(day, -1);
  const tomorrow = shiftDay(day, 1);
  await sql`
    with near as (
      select first_day, last_day from writing_runs
      where user_id = ${userId} and first_day <= ${tomorrow} order by first_day desc limit 2),
    joined as (
      select coalesce(b.first_day, ${day}) as first_day, coalesce(a.last_day, ${day}) as last_day,
        coalesce(b.first_day, a.first_day) as old_first, b.first_day as before_first,
        a.first_day as after_first
      from (select 1) as one
      left join near as b on b.last_day = ${yesterday}
      left join near as a on a.first_day = ${tomorrow}
      where not exists (select from near h where h.first_day <= ${day} and h.last_day >= ${day})),
    gone as (
      delete from writing_runs w using joined j
      where w.user_id = ${userId} and j.before_first is not null and w.first_day = j.after_first),
    kept as (
      update writing_runs w set first_day = j.first_day, last_day = j.last_day,
        days = cast(j.last_day as date) - cast(j.first_day as date) + 1
      from joined j where w.user_id = ${userId} and w.first_day = j.old_first)
    insert into writing_runs (user_id, first_day, last_day, days)
    select ${userId}, j.first_day, j.last_day, 1 from joined j where j.old_first is null`.execute(trx);
}

/** Moves a run's first and last day (its key may change: first_day). */
const setRun = (trx: Executor, userId: string, oldFirst: string, first: string, last: string) =>
  trx
    .updateTable('writing_runs')
    .set({ first_day: first, last_day: last, days: daysBetween(first, last) + 1 })
    .where('user_id', '=', userId)
    .where('first_day', '=', oldFirst)
    .execute();

const deleteRun = (trx: Executor, userId: string, firstDay: string) =>
  trx.deleteFrom('writing_runs').where('user_id', '=', userId).where('first_day', '=', firstDay).execute();

const insertRun = (trx: Executor, userId: string, first: string, last: string) =>
  trx
    .insertInto('writing_runs')
    .values({ user_id: userId, first_day: first, last_day: last, days: daysBetween(first, last) + 1 })
    .execute();

/** A day's number (consecutive days differ by 1) for gaps-and-islands. */
const dayNumberSql = (engine: Engine) =>
  engine === 'sqlite'
    ? sql<number>`cast(julianday(day) as integer)`
    : sql<number>`(cast(day as date) - date '1970-01-01')`;

/**
 * One learner's summary rows computed afresh from their live entries and lemmas: after an import, and
 * by the migration's backfill. Reads every entry of the learner once.
 */
export async function rebuildSummaryOf(trx: Executor, engine: Engine, userId: string): Promise<void> {
  await lockSummary(trx, userId);
  await trx.deleteFrom('writing_runs').where('user_id', '=', userId).execute();
  // Gaps and islands: a day's number minus its rank is the same along a run of consecutive days.
  const runs = await sql<{ first_day: string; last_day: string }>`
    select min(day) as first_day, max(day) as last_day from (
      select day, ${dayNumberSql(engine)} - row_number() over (order by day) as run
      from journal_entries where user_id = ${userId} and ${liveEntry()}
    ) numbered group by run`.execute(trx);
  for (const r of runs.rows) await insertRun(trx, userId, r.first_day, r.last_day);
  const words = await trx
    .selectFrom('user_lemmas as l')
    .innerJoin('journal_entries as e', 'e.id', 'l.first_entry_id')
    .select(sql<number>`count(*)`.as('n'))
    .where('l.user_id', '=', userId)
    .where(liveEntry('e'))
    .executeTakeFirst();
  await trx
    .updateTable('progress_counters')
    .set({ distinct_words: Number(words?.n ?? 0) })
    .where('user_id', '=', userId)
    .execute();
}
