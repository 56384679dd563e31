/**
 * The public API of server/src/journal/: what other server folders may import from it (decision 282; a lint
 * rule refuses a deeper path). Entries, their lifecycle (delete, undo, purge) and the one soft-delete filter (decision 229).
 */
export { FALLBACK_TIME_ZONE, computeStreaks } from './days.js';
export { deleteEntryChildren, deleteEntryRows, moveEntryId } from './entry-rows.js';
export { UNDO_WINDOW_MS, schedulePurge } from './entry-undo.js';
export { EntryGoneError, deletedEntry, liveEntry, lockLiveEntry } from './live-entry.js';
export { reviseEntry } from './revise.js';
export { entryNotFound, findLiveEntryRow, isEntryId, moveAnalysisState, requireEntry } from './service.js';
export { type JournalEntriesTable } from './tables.js';
export { versionCount } from './versions.js';
export { countWords } from './words.js';
