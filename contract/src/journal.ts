import { z } from 'zod';
import { entryLength, JOURNAL_CONTENT_MAX_CHARS, toWellFormedText } from './text-length';
import { entryPrompt } from './prompts';
import { timeZoneName } from './time-zone';
import { codedText } from './coded-text';

export { JOURNAL_CONTENT_MAX_CHARS };
/** Default and largest page of GET /api/documents/journal/?limit=… */
export const JOURNAL_LIST_DEFAULT_LIMIT = 20;
export const JOURNAL_LIST_MAX_LIMIT = 100;

/** A learner's calendar day, 'YYYY-MM-DD' (years 1970–9999). */
export const journalDay = z.string().regex(/^(19[7-9]\d|[2-9]\d{3})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, {
  message: 'must be a day as YYYY-MM-DD',
});

const timeZone = timeZoneName;

/** Latest instant accepted for `date`: 9999-12-31T23:59:59Z. */
const MAX_UNIX_SECONDS = 253_402_300_799;

/**
 * `date` of a store request: Unix seconds as text (the spec's form) or as a number. The client sends the
 * start (local midnight) of the chosen day in the learner's zone; see docs/decisions/030-journal-days.md.
 */
export const journalDateInput = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const seconds = /^-?\d{1,15}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(seconds) || seconds < -86_400 || seconds > MAX_UNIX_SECONDS) {
    ctx.addIssue({ code: 'custom', message: 'must be Unix seconds (a whole number) between 1970 and 9999' });
    return z.NEVER;
  }
  return seconds;
});

/**
 * Entry text as sent: stored exactly, never trimmed, except that a lone surrogate (not encodable as
 * UTF-8) becomes one U+FFFD. Blank (only whitespace) is refused. Length is `entryLength`, as the editor counts.
 */
export const journalContent = z
  .string({ message: 'must be text' })
  // A code point is one or two UTF-16 units: a text of at most the limit in units needs no count.
  .refine((s) => s.length <= JOURNAL_CONTENT_MAX_CHARS || entryLength(s) <= JOURNAL_CONTENT_MAX_CHARS, {
    message: `must be at most ${JOURNAL_CONTENT_MAX_CHARS} characters`,
  })
  .refine((s) => s.trim().length > 0, { message: 'must not be blank' })
  .transform(toWellFormedText);

/**
 * POST /api/documents/journal/store/ — creates the entry of that day. A day that already has an entry
 * answers 409 `{detail}` and keeps it unchanged; edits go through PUT …/{id} with the loaded version.
 */
export const storeJournalEntryBody = z
  .object({
    date: journalDateInput,
    content: journalContent,
    /** The learner's IANA zone in which `date` was chosen; defaults to the profile's time_zone, then UTC. */
    time_zone: timeZone.optional(),
    /** The writing prompt the entry was started from, kept with it (issue 25). */
    prompt: entryPrompt.optional(),
  })
  .strict();
export type StoreJournalEntryBody = z.input<typeof storeJournalEntryBody>;

/** PUT /api/documents/journal/{id} — saves edits from the detail page; `version` is the one that was loaded. */
export const updateJournalEntryBody = z
  .object({
    content: journalContent,
    version: z.number().int().min(1),
  })
  .strict();
export type UpdateJournalEntryBody = z.input<typeof updateJournalEntryBody>;

/** Path params of GET /api/documents/journal/monthly/{year}/{month}. */
export const journalMonthParams = z.object({
  year: z.coerce.number().int().min(1970).max(9999),
  month: z.coerce.number().int().min(1).max(12),
});
export type JournalMonthParams = z.output<typeof journalMonthParams>;

/** Query of GET /api/documents/journal/?limit=… */
export const journalListQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(JOURNAL_LIST_MAX_LIMIT).default(JOURNAL_LIST_DEFAULT_LIMIT),
  })
  .strict();
export type JournalListQuery = z.input<typeof journalListQuery>;

/** Query of GET /api/documents/journal/stats — the zone that defines the learner's "today". */
export const journalStatsQuery = z.object({ time_zone: timeZone.optional() }).strict();
export type JournalStatsQuery = z.input<typeof journalStatsQuery>;

/** Where an entry is in its assessment: null (editable), 'analyzing', 'analyzed' (both read-only). */
export const journalAnalysisState = z.enum(['analyzing', 'analyzed']).nullable();
export type JournalAnalysisState = z.infer<typeof journalAnalysisState>;

/** One journal entry, as the spec's entity plus what the UI needs. */
export const journalEntry = z.object({
  id: z.string(),
  data: z.object({
    /** Unix seconds as text: the instant the client sent (start of the chosen local day). */
    date: z.string(),
    content: z.string(),
    /** The learner's target language when the entry was written; null when none was set. */
    target_language: z.string().nullable(),
  }),
  /** The learner's calendar day of the entry, 'YYYY-MM-DD' — the calendar places entries by this. */
  day: journalDay,
  /** The IANA zone `day` was derived in. */
  time_zone: z.string(),
  word_count: z.number().int(),
  /** Optimistic-concurrency counter: starts at 1, +1 on every change; send it back on PUT. */
  version: z.number().int(),
  analysis_state: journalAnalysisState,
  /** Why the last analysis failed, in plain words for the learner; null (or absent) when it did not. */
  analysis_error: z.string().nullable().optional(),
  /** The same reason as a code the web words in the interface language (decision 294). */
  analysis_error_coded: codedText.nullable().optional(),
  /** The writing prompt the entry was started from; null (or absent) when none. */
  prompt: z.object({ id: z.string().nullable(), text: z.string() }).nullable().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type JournalEntry = z.infer<typeof journalEntry>;

/** Answer of GET …/monthly/{year}/{month}: the month's entries, by day ascending. */
export const journalMonthResponse = z.array(journalEntry);
export type JournalMonthResponse = z.infer<typeof journalMonthResponse>;

/** A row of My Journals / recent entries (no full content; an excerpt instead). */
export const journalListItem = z.object({
  id: z.string(),
  data: z.object({ date: z.string(), target_language: z.string().nullable() }),
  day: journalDay,
  /** The first ~160 characters of the content, whitespace collapsed. */
  excerpt: z.string(),
  word_count: z.number().int(),
  analysis_state: journalAnalysisState,
  /** Why the last analysis failed, in plain words for the learner; null (or absent) when it did not. */
  analysis_error: z.string().nullable().optional(),
  /** The same reason as a code the web words in the interface language (decision 294). */
  analysis_error_coded: codedText.nullable().optional(),
  /** Vocab concepts discovered by the entry's assessment; 0 before it is assessed. */
  new_words: z.number().int(),
  /** Grammar concepts discovered by the entry's assessment; 0 before it is assessed. */
  new_grammar_points: z.number().int(),
  /** The assessed student language level (e.g. 'B1'); null (show 'N/A') before assessment. */
  level: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type JournalListItem = z.infer<typeof journalListItem>;

/** Answer of GET /api/documents/journal/?limit=…: newest first (by updated_at). */
export const journalListResponse = z.array(journalListItem);
export type JournalListResponse = z.infer<typeof journalListResponse>;

/** Answer of GET /api/documents/journal/stats. */
export const journalStats = z.object({
  total_entries: z.number().int(),
  total_words: z.number().int(),
  /** Days in a row with an entry, ending today — or yesterday while today has no entry yet. */
  current_streak: z.number().int(),
  longest_streak: z.number().int(),
  /** The learner's today the streak was computed for, and whether it has an entry. */
  today: journalDay,
  wrote_today: z.boolean(),
  time_zone: z.string(),
});
export type JournalStats = z.infer<typeof journalStats>;
