import { randomUUID } from 'node:crypto';
import type { EntryVersionsResponse, JournalEntry, reviseJournalEntryBody } from '@inkwell/contract';
import type { z } from 'zod';
import type { Db } from '../db/database.js';
import type { Executor } from '../db/executor.js';
import { HttpError } from '../http/errors.js';
import * as repo from './repo.js';
import { CHANGED_ELSEWHERE, presentEntry, requireEntry } from './service.js';
import { insertVersion, listVersions, presentVersion, versionCount } from './versions.js';
import { countWords } from './words.js';

export const NOT_ANALYZED_YET =
  'Only an analyzed journal entry can be revised; until it is analyzed, edit it directly.';

/**
 * Revises an analysed entry (decision 269): in one transaction the entry takes the new text and is "not
 * analysed" again, and the text it had is kept as its next earlier version together with the assessment
 * `takeAssessment` removes from the entry (the assessment domain's, passed in by the workflow).
 */
export async function reviseEntry(
  db: Db,
  userId: string,
  id: string,
  body: z.output<typeof reviseJournalEntryBody>,
  now: number,
  takeAssessment: (trx: Executor) => Promise<string | null>,
): Promise<JournalEntry> {
  const before = await requireEntry(db, userId, id);
  if (before.analysis_state !== 'analyzed') throw new HttpError(409, NOT_ANALYZED_YET);
  const words = countWords(body.content, before.target_language);
  const row = await db.kysely.transaction().execute(async (trx) => {
    // The entry row first (compare-and-set on the version the page loaded), then its assessment.
    const revised = await repo.replaceEntryContent(
      trx,
      userId,
      id,
      'analyzed',
      body.version,
      body.content,
      words,
      now,
    );
    if (!revised) return undefined;
    await insertVersion(trx, {
      id: randomUUID(),
      userId,
      entryId: id,
      number: (await versionCount(trx, userId, id)) + 1,
      content: before.content,
      wordCount: before.word_count,
      assessment: await takeAssessment(trx),
      writtenAt: before.updated_at,
      replacedAt: now,
    });
    return revised;
  });
  if (row) return presentEntry(row);
  const latest = await requireEntry(db, userId, id);
  if (latest.analysis_state !== 'analyzed') throw new HttpError(409, NOT_ANALYZED_YET);
  throw new HttpError(409, CHANGED_ELSEWHERE);
}

/** The entry's earlier versions, oldest first; 404 for an entry that is not the caller's. */
export async function entryVersions(db: Db, userId: string, id: string): Promise<EntryVersionsResponse> {
  await requireEntry(db, userId, id);
  return { versions: (await listVersions(db.kysely, userId, id)).map(presentVersion) };
}
