/**
 * The public API of server/src/exercises/: what other server folders may import from it (decision 282; a lint
 * rule refuses a deeper path). Exercise sessions: what the analysis creates, progress reads and an entry's deletion cancels.
 */
export { exercisesContext } from './context.js';
export { dropRejectedDrills } from './drop-rejected.js';
export { moduleInputsFromAssessment, vocabConceptIdsOf } from './from-assessment.js';
export { learnerVarietyGender } from './learner-variety.js';
export { sameLemmaForms } from './lemma-forms.js';
export { type LearnerMistake, type ModuleInput } from './module-input.js';
export {
  MODULE_QUEUE,
  cancelGeneratingSession,
  createSession,
  sessionStatus,
  type ExercisesContext,
} from './service.js';
export { entrySessionTitle, practiseSessionTitle, titleFields } from './session-title.js';
export { type ExerciseSessionsTable } from './tables.js';
