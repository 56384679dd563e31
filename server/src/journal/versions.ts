import { assessmentData, type EntryVersion } from '@inkwell/contract';
import type { Selectable } from 'kysely';
import type { Executor } from '../db/executor.js';
import { parseJsonColumn } from '../db/json-column.js';
import type { EntryVersionsTable } from './tables.js';

/** An entry's earlier versions (decision 269): written by a revision, read by the detail page. */

export type EntryVersionRow = Selectable<EntryVersionsTable>;

const iso = (ms: number) => new Date(ms).toISOString();

export function presentVersion(row: EntryVersionRow): EntryVersion {
  return {
    number: row.number,
    content: row.content,
    word_count: row.word_count,
    assessment:
      row.assessment === null
        ? null
        : parseJsonColumn(assessmentData, row.assessment, {
            table: 'entry_versions',
            column: 'assessment',
            id: row.id,
          }),
    written_at: iso(Number(row.written_at)),
    replaced_at: iso(Number(row.replaced_at)),
  };
}

/** The caller's earlier versions of one entry, oldest first (the caller has checked the entry is theirs). */
export function listVersions(k: Executor, userId: string, entryId: string): Promise<EntryVersionRow[]> {
  return k
    .selectFrom('entry_versions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('journal_entry_id', '=', entryId)
    .orderBy('number', 'asc')
    .execute();
}

/** How many earlier versions the entry has: 0 for an entry never revised. */
export async function versionCount(k: Executor, userId: string, entryId: string): Promise<number> {
  const row = await k
    .selectFrom('entry_versions')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('journal_entry_id', '=', entryId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface NewVersion {
  id: string;
  userId: string;
  entryId: string;
  number: number;
  content: string;
  wordCount: number;
  assessment: string | null;
  writtenAt: number;
  replacedAt: number;
}

/** Keeps one earlier version, inside the revision's transaction. */
export async function insertVersion(k: Executor, v: NewVersion): Promise<void> {
  await k
    .insertInto('entry_versions')
    .values({
      id: v.id,
      user_id: v.userId,
      journal_entry_id: v.entryId,
      number: v.number,
      content: v.content,
      word_count: v.wordCount,
      assessment: v.assessment,
      written_at: v.writtenAt,
      replaced_at: v.replacedAt,
    })
    .execute();
}
