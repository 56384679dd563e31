import { entryAssessmentKey } from '../../lib/query-keys';

/** TanStack Query keys of the assessment feature (the keys other features share are in lib/query-keys.ts). */
export const assessmentKeys = {
  all: ['assessment'] as const,
  progress: (entryId: string) => [...entryAssessmentKey(entryId), 'progress'] as const,
  correctionStates: (entryId: string) => [...entryAssessmentKey(entryId), 'correction-states'] as const,
};
