import type { AssessmentCorrection } from '@inkwell/contract';
import { CorrectionsEditor } from './CorrectionsEditor';
import { CorrectionsSoFar } from './CorrectionsSoFar';
import { useCorrectionsSoFar } from './use-corrections-so-far';
import { useCorrections } from './use-corrections';
import { useFinishedAssessment, type AnalyzableEntry } from './use-entry-analysis';
import { Card } from '../ui/Card';

/**
 * The analyzed entry's text as the corrections editor (the journal page's `analyzedContent` slot).
 * While a model still checks it, the corrections found so far show read-only (decision 171). While the
 * assessment loads, or when it cannot be read, the plain text shows.
 */
export function AnalyzedEntryContent({ entry }: { entry: AnalyzableEntry }) {
  const assessment = useFinishedAssessment(entry);
  const soFar = useCorrectionsSoFar(entry.id);
  if (!assessment && entry.analysis_state === 'analyzing' && soFar.length > 0) {
    return <CorrectionsSoFar content={entry.data.content} corrections={soFar} />;
  }
  if (!assessment) {
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
      corrections={assessment.data.corrections}
      language={entry.data.target_language ?? null}
    />
  );
}

/** The corrections editor wired to the entry's correction states (server + browser cache). */
export function EntryCorrections({
  entryId,
  content,
  corrections,
  language = null,
}: {
  entryId: string;
  content: string;
  corrections: readonly AssessmentCorrection[];
  /** The entry's language: corrected sentences can be heard in it. */
  language?: string | null;
}) {
  const controller = useCorrections(entryId, corrections);
  return (
    <CorrectionsEditor
      content={content}
      corrections={controller.corrections}
      onAccept={controller.accept}
      onReject={controller.reject}
      onAcceptAll={controller.acceptAll}
      language={language}
    />
  );
}
