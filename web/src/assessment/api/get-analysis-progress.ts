import {
  entryAssessment,
  type AssessmentCorrection,
  type CodedText,
  type AssessmentData,
  type EntryAssessment,
} from '@inkwell/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { t } from '../../i18n/runtime';
import { ApiError, apiFetchParsed } from '../../lib/api';
import { journalPaths } from '../../lib/api-paths';
import { assessmentKeys } from './query-keys';

/** 'Failed to assess journal entry', in the interface language: a failure that gave no reason. */
export const assessFailed = () => t('analysis.failed');

/** A finished assessment of an entry, as the journal page shows it (the data model: "Assessment"). */
export interface CompletedAssessment {
  journal_entry_id: string;
  data: AssessmentData;
  exercise_session_id: string | null;
}

/** Where the analysis of an entry stands. */
export type AnalysisProgress =
  | { status: 'none' }
  /**
   * `corrections`: what a model has found so far, shown read-only until the result (decision 171).
   * `retryAt`: the model was busy and the analysis runs again at this time (ISO; decision 196).
   */
  | { status: 'running'; corrections?: AssessmentCorrection[]; retryAt?: string | null }
  /** `error`: the server's English reason; `errorCoded`: the same as a code, worded when shown. */
  | { status: 'failed'; error: string; errorCoded?: CodedText | null }
  | { status: 'done'; assessment: CompletedAssessment };

/** GET …/assessment as a progress: 404 (never analysed) is 'none'; the job's status says the rest. */
export async function getAnalysisProgress(entryId: string): Promise<AnalysisProgress> {
  let answer: EntryAssessment;
  try {
    answer = await apiFetchParsed(journalPaths.assessment(entryId), entryAssessment, {
      fallback: assessFailed(),
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { status: 'none' };
    throw error;
  }
  if (answer.status === 'failed')
    return {
      status: 'failed',
      error: answer.error || assessFailed(),
      errorCoded: answer.error_coded ?? null,
    };
  if (answer.status === 'analyzing')
    return {
      status: 'running',
      corrections: answer.partial_corrections ?? [],
      retryAt: answer.retry_at ?? null,
    };
  if (!answer.data) return { status: 'failed', error: assessFailed() };
  return {
    status: 'done',
    assessment: {
      journal_entry_id: answer.journal_entry_id,
      data: answer.data,
      exercise_session_id: answer.exercise_session_id,
    },
  };
}

/** How often a running analysis is polled (decision 074). */
export const ANALYSIS_POLL_MS = 2000;

/** An entry's analysis progress as a query: the page's, and main.tsx's read before the first render. */
export function analysisProgressQuery(entryId: string) {
  return queryOptions({
    queryKey: assessmentKeys.progress(entryId),
    queryFn: () => getAnalysisProgress(entryId),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? ANALYSIS_POLL_MS : false),
    // A finished assessment never changes: the parts of the page that mount later (the deferred
    // assessment card, the concept picker) must not ask for it again.
    staleTime: (query) => (query.state.data?.status === 'done' ? Infinity : 0),
  });
}

/**
 * The analysis progress of an entry, polled while it runs. Off while the entry was never analyzed and
 * nobody asked (`enabled` false): there is nothing to fetch.
 */
export function useAnalysisProgress(entryId: string, enabled: boolean) {
  return useQuery({ ...analysisProgressQuery(entryId), enabled: enabled && entryId !== '' });
}
