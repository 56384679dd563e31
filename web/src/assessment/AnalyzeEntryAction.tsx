import type { CodedText } from '@inkwell/contract';
import { useT } from '../i18n/use-t';
import { codedSentence } from '../i18n/coded-text';
import { AnalyzeButton } from './AnalyzeButton';
import { ModelBusyNotice } from './ModelBusyNotice';
import { useEntryAnalysis, type AnalyzableEntry } from './use-entry-analysis';

/**
 * The journal detail page's analyze control (its `actions` slot): the button, and the reason when an
 * analysis failed, with Try again. Unsaved edits must be saved first, so the button waits for them.
 */
export function AnalyzeEntryAction({
  entry,
  hasUnsavedChanges = false,
}: {
  /**
   * `analysis_error`: the stored reason of the last failure (the entry carries it, so a reload keeps it),
   * in English; `analysis_error_coded`: the same as a code, worded in the interface language.
   */
  entry: AnalyzableEntry & {
    analysis_error?: string | null | undefined;
    analysis_error_coded?: CodedText | null | undefined;
  };
  hasUnsavedChanges?: boolean;
}) {
  const { t } = useT();
  const analysis = useEntryAnalysis(entry, { hasUnsavedChanges });
  // This page's own attempt speaks first; the stored reason shows until a new analysis starts.
  const stored = entry.analysis_error
    ? codedSentence('analysisFailure', entry.analysis_error_coded, entry.analysis_error)
    : null;
  const reason = analysis.error ?? (analysis.status === 'idle' ? stored : null);
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <AnalyzeButton status={analysis.status} disabled={!analysis.canAnalyze} onAnalyze={analysis.analyze} />
      {analysis.retryAt && (
        <ModelBusyNotice
          retryAt={analysis.retryAt}
          onCancel={analysis.cancel}
          cancelling={analysis.cancelling}
        />
      )}
      {reason && (
        <span
          role="alert"
          className="inline-flex flex-wrap items-center gap-2 text-sm text-rose-700 dark:text-rose-300"
        >
          {reason}
          {analysis.canAnalyze && (
            <button
              type="button"
              onClick={analysis.analyze}
              className="font-semibold underline underline-offset-2 hover:text-rose-900 dark:hover:text-rose-100"
            >
              {t('analysis.tryAgain')}
            </button>
          )}
        </span>
      )}
    </span>
  );
}
