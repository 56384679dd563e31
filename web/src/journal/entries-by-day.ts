import type { JournalEntry } from '@inkwell/contract';

/**
 * Day key → entry id. Entries are placed by the `day` the server derived in the learner's zone
 * when they wrote it (decision 030), never by re-reading `data.date` in today's zone.
 */
export function entriesByDay(entries: readonly Pick<JournalEntry, 'id' | 'day'>[]): Map<string, string> {
  return new Map(entries.map((entry) => [entry.day, entry.id]));
}
