/**
 * The public API of server/src/assessor/: what other server folders may import from it (decision 282; a lint
 * rule refuses a deeper path). The assessor engine (decision 192) and the offline checker's word lists other domains teach from.
 */
export { createAssessor } from './assessor.js';
export { partCount } from './entry-parts.js';
export { baseLanguage } from './language.js';
export { wrongLanguage } from './explanation-language.js';
export { TEACHING_TEMPERATURE } from './model-prompt.js';
export { wordAt } from './model-vocab.js';
export { sharedOfflineChecker } from './offline/checker-client.js';
export { hasOfflineChecker } from './offline/checker.js';
export { explanationLanguage } from './offline/explain-text.js';
export { IRREGULAR } from './offline/english-irregular.js';
export { germanArticle } from './offline/german-genders.js';
export { learnerDistance } from './offline/hunspell.js';
export { isRuleSlug, readableConceptName, slugTitle } from './offline/rule-titles.js';
export { CONJUGATIONS } from './offline/spanish-words.js';
export { varietyGenderLines } from './variety-gender.js';
