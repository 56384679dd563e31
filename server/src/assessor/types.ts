import type { AssessmentCorrection, AssessmentData, AssessorKind } from '@inkwell/contract';
import type { AnchorStats } from './anchor.js';

export interface AssessmentInput {
  /** The entry's content, exactly as stored (offsets refer to it). */
  text: string;
  /** Language code the entry is written in (the learner's target language); null when unknown. */
  targetLanguage: string | null;
  /** The learner's native language code, for explanations; null when not set. */
  nativeLanguage: string | null;
  /** The learner's interface language: offline explanations fall back to it (explain-text.ts). */
  interfaceLanguage?: string | null;
  /** The learner's CEFR level from earlier assessments, when known (the model pitches explanations to it). */
  learnerLevel?: string | null;
  /** The profile's regional variety and grammatical gender (decision 230), when set. */
  variety?: string | null;
  gender?: string | null;
  /** Owner of the entry: vocab concept ids are stable per user and word. */
  userId: string;
}

export interface AssessmentOutcome {
  data: AssessmentData;
  /** How many proposed corrections were kept or dropped while anchoring (for the eval and logs). */
  anchoring: AnchorStats;
}

export interface Assessor {
  kind: AssessorKind;
  /** `onProgress` gets the corrections found so far while a model answer streams (the offline path has none). */
  assess(
    input: AssessmentInput,
    signal?: AbortSignal,
    onProgress?: (corrections: AssessmentCorrection[]) => Promise<void>,
  ): Promise<AssessmentOutcome>;
}
