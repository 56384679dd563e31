/**
 * The public API of server/src/progress/: what other server folders may import from it (decision 282; a lint
 * rule refuses a deeper path). The progress figures the analysis records and the summary an entry's liveness changes.
 */
export { recomputeFiguresOf } from './backfill.js';
export { recordFigures } from './record.js';
export { entryLivenessChanged, newEntryWritten, newEntryWrittenLocked, summaryLock } from './summary.js';
