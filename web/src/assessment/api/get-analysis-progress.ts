import { assessmentData, journalEntry, type AssessmentData } from '@inkwell/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../lib/api';
import { assessmentKeys, entryPath } from './query-keys';

export const ASSESS_FAILED = 'Failed to assess journal entry';

/** An entry's assessment as the journal page shows it (spec §3 "Assessment"). */
export interface EntryAssessment {
  journal_entry_id: string;
  data: AssessmentData;
  exercise_session_id: string | null;
}

/** Where the analysis of an entry stands. */
export type AnalysisProgress =
  | { status: 'none' }
  | { status: 'running' }
  | { status: 'failed'; error: string }
  | { status: 'done'; assessment: EntryAssessment };

type Body = Record<string, unknown>;
const isObject = (v: unknown): v is Body => typeof v === 'object' && v !== null;

/**
 * Reads GET …/assessment into a progress. A stored result carries `data`; a job still running or failed
 * may answer with a `status` (and `error`). With no assessment (404), the entry's own analysis state
 * tells a running analysis from none or a failed one — so a reload during analysis keeps polling.
 */
export async function getAnalysisProgress(entryId: string): Promise<AnalysisProgress> {
  let body: unknown;
  try {
    body = await apiFetch<unknown>(`${entryPath(entryId)}/assessment`, { fallback: ASSESS_FAILED });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    return progressFromEntry(entryId);
  }
  if (isObject(body)) {
    const data = assessmentData.safeParse(body.data);
    if (data.success) {
      return {
        status: 'done',
        assessment: {
          journal_entry_id: typeof body.journal_entry_id === 'string' ? body.journal_entry_id : entryId,
          data: data.data,
          exercise_session_id: typeof body.exercise_session_id === 'string' ? body.exercise_session_id : null,
        },
      };
    }
    if (body.status === 'failed') {
      const reason = [body.error, body.detail].find((v): v is string => typeof v === 'string' && v !== '');
      return { status: 'failed', error: reason ?? ASSESS_FAILED };
    }
    if (body.data === null || typeof body.status === 'string') return progressFromEntry(entryId);
  }
  throw new ApiError(ASSESS_FAILED, 200);
}

async function progressFromEntry(entryId: string): Promise<AnalysisProgress> {
  const entry = journalEntry.parse(await apiFetch<unknown>(entryPath(entryId), { fallback: ASSESS_FAILED }));
  // 'analyzed' without a readable result yet is the moment between the two writes: keep polling.
  return entry.analysis_state === null ? { status: 'none' } : { status: 'running' };
}

/** How often a running analysis is polled (decision 074). */
export const ANALYSIS_POLL_MS = 2000;

/**
 * The analysis progress of an entry, polled while it runs. Off while the entry was never analyzed and
 * nobody asked (`enabled` false): there is nothing to fetch.
 */
export function useAnalysisProgress(entryId: string, enabled: boolean) {
  return useQuery({
    queryKey: assessmentKeys.progress(entryId),
    queryFn: () => getAnalysisProgress(entryId),
    enabled: enabled && entryId !== '',
    refetchInterval: (query) => (query.state.data?.status === 'running' ? ANALYSIS_POLL_MS : false),
  });
}
