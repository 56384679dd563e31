/** What sets one test entry apart; the rest is an unanalysed entry of that day. */
export interface TestEntryBasics {
  ref: string;
  day: string;
  content: string;
  target_language: string;
  word_count: number;
  /** Its created and updated time (ms); 0 unless a test needs a real one. */
  at?: number;
}

/**
 * Test helper: one journal entry as a JSON export lists it (dated noon UTC of its day, nothing analysed),
 * with `over` replacing any field. One builder so import tests agree on what a plain exported entry is.
 */
export function exportedEntry(
  b: TestEntryBasics,
  over: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    ref: b.ref,
    day: b.day,
    date_seconds: Date.parse(`${b.day}T12:00:00Z`) / 1000,
    time_zone: 'UTC',
    content: b.content,
    target_language: b.target_language,
    word_count: b.word_count,
    version: 1,
    analysis_state: null,
    created_at: b.at ?? 0,
    updated_at: b.at ?? 0,
    assessment: null,
    correction_states: [],
    ...over,
  };
}

/** The day `i` days after `start` (YYYY-MM-DD), for tests that need many distinct days. */
export const dayAfter = (start: string, i: number) =>
  new Date(Date.parse(`${start}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);
