import { z } from 'zod';

/**
 * "How a native speaker might write it" (issue 25): a model's rewrite of an analysed entry, kept apart
 * from the minimal corrections. It belongs to one version of the entry's text: an edit or a revision
 * makes it stale, and it is then no longer shown.
 */
export const nativeVersion = z.object({
  /** The rewritten entry, plain text in the entry's language (paragraphs kept). */
  text: z.string(),
  /** The entry version (`JournalEntry.version`) the rewrite was written for. */
  entry_version: z.number().int().min(1),
  created_at: z.string(),
});
export type NativeVersion = z.infer<typeof nativeVersion>;

/** Why no native-like version can be asked for: no model configured, or the entry not analysed yet. */
export const NATIVE_VERSION_UNAVAILABLE = ['rewrite.no_model', 'rewrite.not_analyzed'] as const;

/** GET /api/documents/journal/{id}/native-version: the stored rewrite of the entry's current text. */
export const nativeVersionResponse = z.object({
  /** Null before one is written, or when the entry changed since. */
  native_version: nativeVersion.nullable(),
  /** Whether POST can write one now. */
  can_generate: z.boolean(),
  /** When it cannot: the stable code (one of NATIVE_VERSION_UNAVAILABLE) and a plain English sentence. */
  reason_code: z.enum(NATIVE_VERSION_UNAVAILABLE).nullable(),
  reason: z.string().nullable(),
});
export type NativeVersionResponse = z.infer<typeof nativeVersionResponse>;

/** POST /api/documents/journal/{id}/native-version: write (or rewrite) it; no body fields. */
export const nativeVersionBody = z.object({}).strict();
