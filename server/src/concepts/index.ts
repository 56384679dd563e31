/**
 * The public API of server/src/concepts/: what other server folders may import from it (decision 282; a lint
 * rule refuses a deeper path). Concepts, cards and reviews: what the analysis records and what exercises read.
 */
export { exampleFix, parseExample, readList } from './examples.js';
export { cardFaces, grammarExample, vocabMeaning } from './faces.js';
export { conceptKey } from './key.js';
export {
  CARDS_CHANGED,
  findConceptOrAlias,
  recordDiscoveredVocab,
  reviewConceptCards,
  type ConceptRow,
} from './service.js';
export { stateName, type SrsLog, type SrsState } from './srs.js';
export {
  type CardsTable,
  type ConceptAliasesTable,
  type ConceptsTable,
  type ReviewLogsTable,
} from './tables.js';
export { reviewFromWriting } from './writing-reviews.js';
