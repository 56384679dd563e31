/** One mistake the learner made, with its sentence before and after the correction. */
export interface LearnerMistake {
  wrong: string;
  right: string;
  explanation: string;
  sentence: string;
  correctedSentence: string;
}

/** What a generator needs to build one module: the concept and the learner's own material. */
export interface ModuleInput {
  kind: 'vocab' | 'grammar';
  /** The word (vocab) or the grammar point's title. */
  title: string;
  /** Definition, rule description or justification. */
  description: string;
  /** A vocab word's meaning, when known; Create Exercise asks for the word from it. */
  meaning?: string | null;
  language: string;
  nativeLanguage: string | null;
  level: string | null;
  mistakes: LearnerMistake[];
  /** Example sentences stored with the concept. */
  examples: string[];
}
