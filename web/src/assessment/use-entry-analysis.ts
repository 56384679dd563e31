import type { JournalEntry } from '@inkwell/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAssessEntry, useCancelAssessment } from './api/assess-entry';
import {
  assessFailed,
  useAnalysisProgress,
  type AnalysisProgress,
  type CompletedAssessment,
} from './api/get-analysis-progress';
import { journalKeys } from '../lib/query-keys';
import { codedSentence } from '../i18n/coded-text';

/** The Analyze button's three faces: 'Analyze Entry', 'Analyzing...', 'Analyzed'. */
export type AnalysisStatus = 'idle' | 'analyzing' | 'analyzed';

/** What the assessment parts need of a journal entry. */
export type AnalyzableEntry = Pick<JournalEntry, 'id' | 'analysis_state'> & {
  data: { content: string; target_language?: string | null };
};

export interface EntryAnalysis {
  status: AnalysisStatus;
  /** Why the last analysis failed ('Failed to assess journal entry' or the server's reason), else null. */
  error: string | null;
  /** The finished assessment, or null (none yet, or it could not be read: the page treats that as nothing). */
  assessment: CompletedAssessment | null;
  /** Only with non-blank content, not while one runs, not after it is done. */
  canAnalyze: boolean;
  analyze: () => void;
  /** While analysing: the model was busy and the analysis runs again at this time (ISO), else null. */
  retryAt: string | null;
  /** Stops a running analysis (the learner does not want to wait for a busy model). */
  cancel: () => void;
  cancelling: boolean;
}

/** Pure: the status and error from the entry's stored state, the request and the polled progress. */
export function analysisStatus(input: {
  entryState: AnalyzableEntry['analysis_state'];
  requested: boolean;
  requesting: boolean;
  requestError: string | null;
  progress: AnalysisProgress | undefined;
}): { status: AnalysisStatus; error: string | null } {
  const { entryState, requested, requesting, requestError, progress } = input;
  if (requesting) return { status: 'analyzing', error: null };
  if (requestError !== null) return { status: 'idle', error: requestError };
  switch (progress?.status) {
    case 'done':
      return { status: 'analyzed', error: null };
    case 'running':
      return { status: 'analyzing', error: null };
    case 'failed':
      // Worded while rendering, so a change of interface language rewords it.
      return { status: 'idle', error: codedSentence('analysisFailure', progress.errorCoded, progress.error) };
    case 'none':
      // Asked for (now or before a reload) but nothing runs and nothing came: the job failed.
      return { status: 'idle', error: requested || entryState === 'analyzing' ? assessFailed() : null };
    default:
      if (entryState === 'analyzed') return { status: 'analyzed', error: null };
      if (entryState === 'analyzing' || requested) return { status: 'analyzing', error: null };
      return { status: 'idle', error: null };
  }
}

/**
 * Analysis of one entry: Analyze sends POST …/assess, then …/assessment is polled until the result
 * arrives. The entry's own analysis state starts the polling too, so a reload during analysis keeps
 * showing 'Analyzing...'. When the result arrives the journal's queries are refetched (entry turns read-only).
 */
export function useEntryAnalysis(entry: AnalyzableEntry, options: { hasUnsavedChanges?: boolean } = {}) {
  const queryClient = useQueryClient();
  const [requested, setRequested] = useState(false);
  const assess = useAssessEntry(entry.id);
  const cancel = useCancelAssessment(entry.id);
  const progress = useAnalysisProgress(entry.id, requested || entry.analysis_state !== null);
  const { status, error } = analysisStatus({
    entryState: entry.analysis_state,
    requested,
    requesting: assess.isPending,
    requestError: assess.isError ? assess.error.message || assessFailed() : null,
    progress: progress.data,
  });

  const done = progress.data?.status === 'done';
  useEffect(() => {
    if (done && entry.analysis_state !== 'analyzed') {
      void queryClient.invalidateQueries({ queryKey: journalKeys.all });
    }
  }, [done, entry.analysis_state, queryClient]);

  const canAnalyze = status === 'idle' && entry.data.content.trim() !== '' && !options.hasUnsavedChanges;
  return {
    status,
    error,
    assessment: progress.data?.status === 'done' ? progress.data.assessment : null,
    canAnalyze,
    retryAt:
      status === 'analyzing' && progress.data?.status === 'running' ? (progress.data.retryAt ?? null) : null,
    cancel: () => cancel.mutate(),
    cancelling: cancel.isPending,
    analyze: () => {
      if (!canAnalyze) return;
      // Polling starts once the server has taken the request (a job row exists to read).
      assess.mutate(undefined, { onSuccess: () => setRequested(true) });
    },
  } satisfies EntryAnalysis;
}

/**
 * The assessment of an analyzed entry, for the parts that only show it (editor, card, picker). They do not
 * observe a running analysis — the analyze control polls it and refetches the entry when it ends — so one
 * poll runs per page.
 */
export function useFinishedAssessment(entry: Pick<AnalyzableEntry, 'id' | 'analysis_state'>) {
  const progress = useAnalysisProgress(entry.id, entry.analysis_state === 'analyzed');
  return progress.data?.status === 'done' ? progress.data.assessment : null;
}
