/**
 * The public API of server/src/analysis/: what other server folders may import from it (decision 282; a lint
 * rule refuses a deeper path). An entry's analysis (decision 281): its queue name, and the step a revision takes.
 */
export {
  ASSESS_QUEUE,
  finishedAssessmentLevel,
  liveAssessmentJobKeysOf,
  takeAssessmentForRevision,
} from './service.js';
