import type { CodedText } from '@inkwell/contract';
import { sql, type InsertQueryBuilder, type InsertResult, type QueryCreator, type Selectable } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Executor } from '../db/executor.js';
import { compiledOnce } from '../db/compiled-once.js';
import type { JournalEntriesTable } from './tables.js';
import { liveEntry } from './live-entry.js';

export type JournalRow = Selectable<JournalEntriesTable>;

/**
 * The caller's entry with this id, or undefined (also for another user's id). Every read and write here
 * skips a deleted entry (`deleted_at` set, waiting out its undo window: decision 176).
 */
export async function findEntry(k: Executor, userId: string, id: string): Promise<JournalRow | undefined> {
  return (await entryById(k, '', userId, id)).rows[0];
}

// The mix's hot statements, compiled once (decision 325): same SQL, same executor as building each time.
const entryById = compiledOnce((k, _: '', userId: string, id: string) =>
  k
    .selectFrom('journal_entries')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .where(liveEntry()),
);

/** Entries whose day is in [firstDay, lastDay], ascending: an index range scan on (user_id, day). */
export async function listEntriesBetween(
  k: Executor,
  userId: string,
  firstDay: string,
  lastDay: string,
): Promise<JournalRow[]> {
  return (await entriesBetween(k, '', userId, firstDay, lastDay)).rows;
}

const entriesBetween = compiledOnce((k, _: '', userId: string, firstDay: string, lastDay: string) =>
  k
    .selectFrom('journal_entries')
    .selectAll()
    .where('user_id', '=', userId)
    .where('day', '>=', firstDay)
    .where('day', '<=', lastDay)
    .where(liveEntry())
    .orderBy('day', 'asc'),
);

export type JournalListRow = Omit<JournalRow, 'content' | 'deleted_at' | 'prompt_id' | 'prompt_text'> & {
  content_head: string;
};

/** Newest-first page for lists; only the head of each content is read (for the excerpt). */
export async function listRecentEntries(
  k: Executor,
  userId: string,
  limit: number,
): Promise<JournalListRow[]> {
  return k
    .selectFrom('journal_entries')
    .select([
      'id',
      'user_id',
      'day',
      'date_seconds',
      'time_zone',
      'target_language',
      'word_count',
      'version',
      'analysis_state',
      'analysis_error',
      'analysis_error_coded',
      'created_at',
      'updated_at',
      sql<string>`substr(content, 1, 400)`.as('content_head'),
    ])
    .where('user_id', '=', userId)
    .where(liveEntry())
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Every day with an entry and its word count, for totals and streaks. */
export async function listDayWordCounts(
  k: Executor,
  userId: string,
): Promise<{ day: string; word_count: number }[]> {
  return k
    .selectFrom('journal_entries')
    .select(['day', 'word_count'])
    .where('user_id', '=', userId)
    .where(liveEntry())
    .orderBy('day', 'asc')
    .execute();
}

export interface StoreValues {
  id: string;
  userId: string;
  day: string;
  dateSeconds: number;
  timeZone: string;
  content: string;
  targetLanguage: string | null;
  wordCount: number;
  /** The writing prompt the entry was started from, or null. */
  prompt?: { id: string | null; text: string } | null;
  now: number;
}

/**
 * Creates the entry of (user, day) unless that day already has one — one atomic statement on the unique
 * (user_id, day) index, so of two concurrent creates exactly one wins. Undefined when the day was taken:
 * creating never replaces an entry (a stale New Entry page must not overwrite another device's text).
 */
export async function insertEntryOfDay(k: Executor, v: StoreValues): Promise<JournalRow | undefined> {
  return entryOfDay(k, v).returningAll().executeTakeFirst();
}

/**
 * PostgreSQL: insertEntryOfDay with another write of the caller's (a CTE of the same statement: one round
 * trip for both; decision 323). Undefined when the day was taken; `also` runs either way. `also` gets the
 * entry's user id from here, never from a closure: the statement is compiled once per `also` (decision
 * 325), so `also` must be a fixed function (e.g. a module's own) using its arguments as plain values.
 */
export async function insertEntryOfDayWith<T extends keyof Database>(
  k: Executor,
  v: StoreValues,
  also: (db: QueryCreator<Database>, userId: string) => InsertQueryBuilder<Database, T, InsertResult>,
): Promise<JournalRow | undefined> {
  let insert = insertsWith.get(also) as ReturnType<typeof entryInsertWith<T>> | undefined;
  if (!insert) insertsWith.set(also, (insert = entryInsertWith(also)));
  const { rows } = await insert(
    k,
    '',
    v.id,
    v.userId,
    v.day,
    v.dateSeconds,
    v.timeZone,
    v.content,
    v.targetLanguage,
    v.wordCount,
    v.prompt?.id ?? null,
    v.prompt?.text ?? null,
    v.now,
  );
  return rows[0];
}

const insertsWith = new WeakMap<object, unknown>();
const entryInsertWith = <T extends keyof Database>(
  also: (db: QueryCreator<Database>, userId: string) => InsertQueryBuilder<Database, T, InsertResult>,
) =>
  compiledOnce(
    (
      k,
      _: '',
      id: string,
      userId: string,
      day: string,
      dateSeconds: number,
      timeZone: string,
      content: string,
      targetLanguage: string | null,
      wordCount: number,
      promptId: string | null,
      promptText: string | null,
      now: number,
    ) =>
      k
        .with('also', () => also(k, userId))
        .with('inserted', () =>
          entryOfDay(k, {
            id,
            userId,
            day,
            dateSeconds,
            timeZone,
            content,
            targetLanguage,
            wordCount,
            prompt: { id: promptId, text: promptText as string },
            now,
          }).returningAll(),
        )
        .selectFrom('inserted')
        .selectAll(),
  );

const entryOfDay = (k: QueryCreator<Database>, v: StoreValues) =>
  k
    .insertInto('journal_entries')
    .values({
      id: v.id,
      user_id: v.userId,
      day: v.day,
      date_seconds: v.dateSeconds,
      time_zone: v.timeZone,
      content: v.content,
      target_language: v.targetLanguage,
      word_count: v.wordCount,
      version: 1,
      analysis_state: null,
      prompt_id: v.prompt?.id ?? null,
      prompt_text: v.prompt?.text ?? null,
      created_at: v.now,
      updated_at: v.now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing());

/**
 * Saves new content only if the entry is still at `expectedVersion` and in analysis state `from`
 * (compare-and-set in one statement): null for an edit of an entry not analysed, 'analyzed' for a
 * revision (decision 269), which makes the entry "not analysed" again. Undefined when nothing matched;
 * the caller finds out why.
 */
export async function replaceEntryContent(
  k: Executor,
  userId: string,
  id: string,
  from: null | 'analyzed',
  expectedVersion: number,
  content: string,
  wordCount: number,
  now: number,
): Promise<JournalRow | undefined> {
  const shape = from === null ? 'edit' : 'revision';
  return (await contentReplaced(k, shape, userId, id, expectedVersion, content, wordCount, now)).rows[0];
}

const contentReplaced = compiledOnce(
  (
    k,
    shape: 'edit' | 'revision',
    userId: string,
    id: string,
    expectedVersion: number,
    content: string,
    wordCount: number,
    now: number,
  ) =>
    k
      .updateTable('journal_entries')
      .set({
        content,
        word_count: wordCount,
        version: sql<number>`version + 1`,
        // An edit keeps a failed analysis's reason on the entry; a revision starts the entry afresh.
        ...(shape === 'revision'
          ? { analysis_state: null, analysis_error: null, analysis_error_coded: null }
          : {}),
        updated_at: now,
      })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .where('version', '=', expectedVersion)
      .where(liveEntry())
      .where('analysis_state', shape === 'edit' ? 'is' : '=', shape === 'edit' ? null : 'analyzed')
      .returningAll(),
);

/**
 * Moves an entry's analysis state from `from` to `to` (compare-and-set), for the assessment domain:
 * null → 'analyzing' when it starts, 'analyzing' → 'analyzed' or back to null when it fails.
 * Returns false when the entry is not the caller's or was not in `from`. Back to null after a failure,
 * `error` is the learner's reason, kept on the entry (so a reload still shows it); any other move clears it.
 */
export async function setAnalysisState(
  k: Executor,
  userId: string,
  id: string,
  from: JournalRow['analysis_state'],
  to: JournalRow['analysis_state'],
  error: string | null = null,
  /** The reason as a code (decision 294), kept with `error`. */
  coded: CodedText | null = null,
): Promise<boolean> {
  const failed = to === null && error !== null;
  const result = await k
    .updateTable('journal_entries')
    .set({
      analysis_state: to,
      analysis_error: to === null ? error : null,
      analysis_error_coded: failed && coded ? JSON.stringify(coded) : null,
    })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .where('analysis_state', from === null ? 'is' : '=', from)
    .where(liveEntry())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
