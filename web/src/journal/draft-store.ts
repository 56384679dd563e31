/**
 * Unsaved journal text kept in localStorage, one key per owner and day (or entry), so the typed text
 * survives a reload or a failed save and is removed once the server has it. Storage may be full or
 * blocked (private mode): the editor must keep working, so failures are swallowed here.
 */
const PREFIX = 'inkwell-journal-draft';

export function draftKey(owner: string, scope: string): string {
  return `${PREFIX}:${owner}:${scope}`;
}

export function loadDraft(key: string, storage: Storage = localStorage): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/** Saves the text; blank text removes the draft (nothing worth keeping). */
export function saveDraft(key: string, text: string, storage: Storage = localStorage): void {
  try {
    if (text.trim() === '') storage.removeItem(key);
    else storage.setItem(key, text);
  } catch {
    // Quota or privacy mode: the text stays in the page, just not across reloads.
  }
}

export function clearDraft(key: string, storage: Storage = localStorage): void {
  try {
    storage.removeItem(key);
  } catch {
    // see saveDraft
  }
}
