/**
 * Unsaved edits of an existing entry, with the version they were based on. Keeping the version means
 * edits restored after a reload still meet the 409 check instead of overwriting a newer text.
 */
export interface EntryEditDraft {
  content: string;
  version: number;
}

export function encodeEditDraft(draft: EntryEditDraft): string {
  return JSON.stringify(draft);
}

/** Reads a stored draft; anything malformed counts as no draft. */
export function decodeEditDraft(raw: string | null): EntryEditDraft | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as EntryEditDraft).content === 'string' &&
      Number.isInteger((value as EntryEditDraft).version)
    ) {
      const { content, version } = value as EntryEditDraft;
      return { content, version };
    }
  } catch {
    // fall through
  }
  return null;
}
