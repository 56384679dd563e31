/** TanStack Query keys of the assessment feature (the keys other features share are in lib/query-keys.ts). */
export const assessmentKeys = {
  all: ['assessment'] as const,
  progress: (entryId: string) => ['assessment', entryId, 'progress'] as const,
  correctionStates: (entryId: string) => ['assessment', entryId, 'correction-states'] as const,
};
