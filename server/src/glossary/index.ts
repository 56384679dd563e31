/**
 * The public API of server/src/glossary/: what other server folders may import from it (decision 282; a lint
 * rule refuses a deeper path). Offline word meanings.
 */
export { lookupMeaning } from './glossary.js';
export { withMeanings } from './meanings.js';
