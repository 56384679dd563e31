import { z } from 'zod';
import { assessmentData } from './assessment';
import { updateJournalEntryBody } from './journal';

/**
 * Revising an analysed entry (issue 25): the new text and the `version` the page loaded. The text the
 * entry had, with its assessment, is kept as an earlier version; the entry can then be analysed again.
 */
export const reviseJournalEntryBody = updateJournalEntryBody;
export type ReviseJournalEntryBody = z.input<typeof reviseJournalEntryBody>;

/** One earlier version of an entry: what it said and how it was assessed before it was revised. */
export const entryVersion = z.object({
  /** 1 is the first text the learner wrote; the entry itself is the version after the last one here. */
  number: z.number().int().min(1),
  content: z.string(),
  word_count: z.number().int().min(0),
  /** The assessment this version had; null when it was revised before any finished analysis. */
  assessment: assessmentData.nullable(),
  written_at: z.string(),
  replaced_at: z.string(),
});
export type EntryVersion = z.infer<typeof entryVersion>;

/** GET /api/documents/journal/{id}/versions: the earlier versions, oldest first. */
export const entryVersionsResponse = z.object({ versions: z.array(entryVersion) });
export type EntryVersionsResponse = z.infer<typeof entryVersionsResponse>;
