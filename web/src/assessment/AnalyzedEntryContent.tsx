import type { AssessmentCorrection } from '@inkwell/contract';
import { CorrectionsSoFar } from './CorrectionsSoFar';
import { EntryCorrections } from './EntryCorrections';
import { useCorrectionsSoFar } from './use-corrections-so-far';
import { useFinishedAssessment, type AnalyzableEntry } from './use-entry-analysis';
import { Card } from '../ui/Card';

const NONE_YET: readonly AssessmentCorrection[] = [];

/**
 * The analyzed entry's text as the corrections editor (the journal page's `analyzedContent` slot).
 * While a model still checks it, the corrections found so far show read-only (decision 171). An
 * analysed entry's text shows in the editor from the first render, before its assessment has arrived
 * (or when it cannot be read): the same editor, so the text's element stays and the highlights are
 * added into it, instead of a plain copy replaced by a new, larger element (its largest paint, issue 28).
 * Otherwise, while nothing is analysed yet, the plain text shows.
 */
export function AnalyzedEntryContent({ entry }: { entry: AnalyzableEntry }) {
  const assessment = useFinishedAssessment(entry);
  const soFar = useCorrectionsSoFar(entry.id);
  if (!assessment && entry.analysis_state === 'analyzing' && soFar.length > 0) {
    return <CorrectionsSoFar content={entry.data.content} corrections={soFar} />;
  }
  if (!assessment && entry.analysis_state !== 'analyzed') {
    return (
      <Card
        padding="md"
        flat
        className="text-base leading-relaxed whitespace-pre-wrap text-slate-800 dark:text-slate-100"
      >
        {entry.data.content}
      </Card>
    );
  }
  return (
    <EntryCorrections
      entryId={entry.id}
      content={entry.data.content}
      corrections={assessment?.data.corrections ?? NONE_YET}
      pending={!assessment}
      language={entry.data.target_language ?? null}
    />
  );
}
