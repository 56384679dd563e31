import { AnalyzeButton } from './AnalyzeButton';
import { useEntryAnalysis, type AnalyzableEntry } from './use-entry-analysis';

/**
 * The journal detail page's analyze control (its `actions` slot): the button, and the reason when an
 * analysis failed. Unsaved edits must be saved first, so the button waits for them.
 */
export function AnalyzeEntryAction({
  entry,
  hasUnsavedChanges = false,
}: {
  entry: AnalyzableEntry;
  hasUnsavedChanges?: boolean;
}) {
  const analysis = useEntryAnalysis(entry, { hasUnsavedChanges });
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <AnalyzeButton status={analysis.status} disabled={!analysis.canAnalyze} onAnalyze={analysis.analyze} />
      {analysis.error && (
        <span role="alert" className="text-sm text-rose-700 dark:text-rose-300">
          {analysis.error}
        </span>
      )}
    </span>
  );
}
