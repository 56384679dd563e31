// The schema lives in the contract: the JSON export and its import check module inputs with it too.
export { learnerMistake, moduleInput, type LearnerMistake, type ModuleInput } from '@inkwell/contract';
