import { randomUUID } from 'node:crypto';
import {
  isTimeZone,
  type JournalEntry,
  type JournalListItem,
  type JournalStats,
  type storeJournalEntryBody,
  type updateJournalEntryBody,
} from '@inkwell/contract';
import type { z } from 'zod';
import type { Db } from '../db/database.js';
import { inTransaction, onOneConnection, onPostgres, type Executor } from '../db/executor.js';
import { parseCodedColumn } from '../db/json-column.js';
import { newEntryWritten, newEntryWrittenLocked, summaryLock } from '../progress/index.js';
import { codedError, HttpError, notFound } from '../http/errors.js';
import { purgeDeletedEntryOfDay } from './entry-undo.js';
import { getProfile } from '../profile/index.js';
import { computeStreaks, dayAt, dayOfUnixSeconds, FALLBACK_TIME_ZONE, monthRange } from './days.js';
import * as repo from './repo.js';
import { journalSummaries, type JournalSummarySource } from './summaries.js';
import { countWords, excerptOf, languageFreeCount } from './words.js';

export const ENTRY_NOT_FOUND = 'Journal entry not found';
export const CHANGED_ELSEWHERE =
  'This journal entry was changed elsewhere (another tab or device) since you opened it. Your text was not saved; copy it, reload the entry and apply your changes again.';
export const DAY_HAS_ENTRY =
  'You already have a journal entry for this day (saved from another tab or device). Your text was not saved; open that entry to continue it.';
export const ANALYZED_READ_ONLY = 'This journal entry has been analyzed and can no longer be edited.';
export const ANALYZING_READ_ONLY = 'This journal entry is being analyzed and cannot be edited right now.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const iso = (ms: number) => new Date(ms).toISOString();

/** The failure reason's code of an entry row (null before migration 0038 or when none). */
const codedErrorOf = (row: { id: string; analysis_error_coded?: string | null }) =>
  parseCodedColumn(row.analysis_error_coded ?? null, {
    table: 'journal_entries',
    column: 'analysis_error_coded',
    id: row.id,
  });

export function presentEntry(row: repo.JournalRow): JournalEntry {
  return {
    id: row.id,
    data: { date: String(row.date_seconds), content: row.content, target_language: row.target_language },
    day: row.day,
    time_zone: row.time_zone,
    word_count: row.word_count,
    version: row.version,
    analysis_state: row.analysis_state,
    analysis_error: row.analysis_error,
    analysis_error_coded: codedErrorOf(row),
    // Only entries started from a prompt carry the key, so other entries read as they always did.
    ...(row.prompt_text !== null && row.prompt_text !== undefined
      ? { prompt: { id: row.prompt_id ?? null, text: row.prompt_text } }
      : {}),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** The zone that defines the learner's days: the request's, else the profile's, else UTC. */
async function learnerZone(db: Db, userId: string, requested: string | undefined): Promise<string> {
  if (requested) return requested;
  return storedZone((await getProfile(db, userId))?.time_zone);
}

/**
 * A stored profile zone as the day logic can use it: one this runtime does not know (a row written by
 * an older import, or a zone retired from the time-zone data) is UTC rather than a 500 on every save.
 */
function storedZone(zone: string | null | undefined): string {
  return zone && isTimeZone(zone) ? zone : FALLBACK_TIME_ZONE;
}

/** 409 for an entry under or after analysis; the code tells the web which of the two to say. */
function readOnlyError(state: repo.JournalRow['analysis_state']) {
  return state === 'analyzing'
    ? codedError(409, 'journal.analyzing_read_only', ANALYZING_READ_ONLY)
    : codedError(409, 'journal.analyzed_read_only', ANALYZED_READ_ONLY);
}

/** Whether `id` can name an entry at all (a UUID): anything else is a 404 without a read. */
export const isEntryId = (id: string) => UUID.test(id);

/** The 404 of an entry that is not the caller's, is deleted, or never was. */
export const entryNotFound = () => notFound(ENTRY_NOT_FOUND);

/** The caller's entry; a malformed id is simply not found (never a 500). */
export async function requireEntry(db: Db, userId: string, id: string): Promise<repo.JournalRow> {
  const row = isEntryId(id) ? await repo.findEntry(db.kysely, userId, id) : undefined;
  if (!row) throw entryNotFound();
  return row;
}

export async function getEntry(db: Db, userId: string, id: string): Promise<JournalEntry> {
  return presentEntry(await requireEntry(db, userId, id));
}

export async function monthEntries(
  db: Db,
  userId: string,
  year: number,
  month: number,
): Promise<JournalEntry[]> {
  const { first, last } = monthRange(year, month);
  return (await repo.listEntriesBetween(db.kysely, userId, first, last)).map(presentEntry);
}

/**
 * Creates the entry of the learner-day of `date`. A day that already has an entry answers 409: the page
 * that sent this may have been opened before another device saved that day, so replacing would lose text.
 * Existing entries change only through updateEntry, which checks the version the editor loaded.
 */
export async function storeEntry(
  db: Db,
  userId: string,
  body: z.output<typeof storeJournalEntryBody>,
  now: number,
): Promise<JournalEntry> {
  // The profile's read and the transaction on one connection: one pool wait (decision 329).
  const row = await onOneConnection(db, (one) => insertNewEntry(one, userId, body, now));
  if (!row) throw codedError(409, 'journal.day_has_entry', DAY_HAS_ENTRY);
  return presentEntry(row);
}

/** The new entry's row, with its writing day; undefined when the day already has a live entry. */
async function insertNewEntry(
  db: Db,
  userId: string,
  body: z.output<typeof storeJournalEntryBody>,
  now: number,
): Promise<repo.JournalRow | undefined> {
  const profile = await getProfile(db, userId);
  const timeZone = body.time_zone ?? storedZone(profile?.time_zone);
  const day = dayOfUnixSeconds(body.date, timeZone);
  if (day < '1970-01-01' || day > '9999-12-31')
    throw new HttpError(400, 'date: must fall between 1970 and 9999');
  const targetLanguage = profile?.target_language ?? null;
  const values = {
    id: randomUUID(),
    userId,
    day,
    dateSeconds: body.date,
    timeZone,
    content: body.content,
    targetLanguage,
    wordCount: countWords(body.content, targetLanguage),
    prompt: body.prompt ?? null,
    now,
  };
  // The entry and its writing day in the stored streak runs (decision 263) are one transaction.
  const insert = async (trx: Executor) => {
    if (onPostgres(trx)) {
      // Entry and summary lock in one statement, then the runs in one more (decision 323).
      const inserted = await repo.insertEntryOfDayWith(trx, values, summaryLock);
      if (inserted) await newEntryWrittenLocked(trx, userId, inserted.day);
      return inserted;
    }
    const inserted = await repo.insertEntryOfDay(trx, values);
    if (inserted) await newEntryWritten(trx, userId, inserted);
    return inserted;
  };
  let row = await inTransaction(db.kysely, insert);
  // The day's entry was deleted moments ago and is still undoable: a new entry for the day ends that undo.
  // Purge and insert are one transaction, so a failed insert leaves the deleted entry restorable.
  if (!row) {
    row = await inTransaction(db.kysely, async (trx) =>
      (await purgeDeletedEntryOfDay(trx, userId, day)) ? insert(trx) : undefined,
    );
  }
  return row;
}

/**
 * Saves edits from the detail page if nothing changed the entry since `version` was loaded. `current` is
 * the row the caller already read (requireEntry): reading it again cost a round trip on every save, and
 * the compare-and-set on the version below is what guards against a change in between (decision 311).
 */
export async function updateEntry(
  db: Db,
  current: repo.JournalRow,
  body: z.output<typeof updateJournalEntryBody>,
  now: number,
): Promise<JournalEntry> {
  const { user_id: userId, id } = current;
  if (current.analysis_state !== null) throw readOnlyError(current.analysis_state);
  return replaceContent(db, userId, id, body, countWords(body.content, current.target_language), now);
}

/** The compare-and-set save of a live, unanalysed entry at the loaded version; when it matches nothing, why. */
async function replaceContent(
  db: Db,
  userId: string,
  id: string,
  body: z.output<typeof updateJournalEntryBody>,
  words: number,
  now: number,
): Promise<JournalEntry> {
  const row = await repo.replaceEntryContent(
    db.kysely,
    userId,
    id,
    null,
    body.version,
    body.content,
    words,
    now,
  );
  if (row) return presentEntry(row);
  // Lost the compare-and-set: find out which rule stopped it, as of now.
  const latest = await requireEntry(db, userId, id);
  if (latest.analysis_state !== null) throw readOnlyError(latest.analysis_state);
  throw codedError(409, 'journal.changed_elsewhere', CHANGED_ELSEWHERE);
}

/**
 * PUT entry: the save as updateEntry, without reading the entry first when the text's word count does not
 * depend on the entry's language (Latin, Cyrillic: languageFreeCount). The update's compare-and-set is
 * scoped by user, live, not analysed and the loaded version; only when it matches nothing is the entry
 * read, to answer 404 or the right 409 (decision 323). Text that needs the segmenter reads first.
 */
export async function editEntry(
  db: Db,
  userId: string,
  id: string,
  body: z.output<typeof updateJournalEntryBody>,
  now: number,
): Promise<JournalEntry> {
  const words = isEntryId(id) ? languageFreeCount(body.content) : undefined;
  if (words === undefined) return updateEntry(db, await requireEntry(db, userId, id), body, now);
  return replaceContent(db, userId, id, body, words, now);
}

export async function recentEntries(
  db: Db,
  summaries: JournalSummarySource,
  userId: string,
  limit: number,
): Promise<JournalListItem[]> {
  const rows = await repo.listRecentEntries(db.kysely, userId, limit);
  const summaryOf = await journalSummaries(
    summaries,
    db.kysely,
    userId,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    data: { date: String(row.date_seconds), target_language: row.target_language },
    day: row.day,
    excerpt: excerptOf(row.content_head),
    word_count: row.word_count,
    analysis_state: row.analysis_state,
    analysis_error: row.analysis_error,
    analysis_error_coded: codedErrorOf(row),
    ...summaryOf(row.id),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  }));
}

export async function journalStatsOf(
  db: Db,
  userId: string,
  requestedZone: string | undefined,
  now: number,
): Promise<JournalStats> {
  const timeZone = await learnerZone(db, userId, requestedZone);
  const today = dayAt(now, timeZone);
  const rows = await repo.listDayWordCounts(db.kysely, userId);
  const { current, longest } = computeStreaks(
    rows.map((r) => r.day),
    today,
  );
  return {
    total_entries: rows.length,
    total_words: rows.reduce((sum, r) => sum + r.word_count, 0),
    current_streak: current,
    longest_streak: longest,
    today,
    wrote_today: rows.some((r) => r.day === today),
    time_zone: timeZone,
  };
}

/**
 * For another domain's workflow (the analysis): the user's live entry row, read in the caller's executor
 * (a transaction that must see its own writes); undefined when it is not theirs or deleted.
 */
export const findLiveEntryRow = (k: Executor, userId: string, id: string) => repo.findEntry(k, userId, id);

/**
 * Moves the entry's analysis state from `from` to `to` when it still is `from` (the analysis calls this
 * in the transaction that writes its assessment, decision 227); false when another change came first.
 */
export const moveAnalysisState = repo.setAnalysisState;
