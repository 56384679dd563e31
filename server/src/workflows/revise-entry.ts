import type { JournalEntry, reviseJournalEntryBody } from '@inkwell/contract';
import type { z } from 'zod';
import { takeAssessmentForRevision } from '../analysis/index.js';
import type { Deps } from '../deps.js';
import { reviseEntry as reviseInJournal } from '../journal/index.js';

/**
 * Revises an analysed entry (decision 269): the journal keeps the old text as an earlier version and the
 * assessment domain hands over that version's assessment, in the journal's transaction.
 */
export function reviseEntry(
  deps: Pick<Deps, 'db' | 'now'>,
  userId: string,
  entryId: string,
  body: z.output<typeof reviseJournalEntryBody>,
): Promise<JournalEntry> {
  return reviseInJournal(deps.db, userId, entryId, body, deps.now(), (trx) =>
    takeAssessmentForRevision(trx, userId, entryId),
  );
}
