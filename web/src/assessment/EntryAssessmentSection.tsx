import type { CompletedAssessment } from './api/get-analysis-progress';
import { AssessmentCard } from './AssessmentCard';
import { ConceptPicker } from './ConceptPicker';
import { useCorrections } from './use-corrections';
import { useFinishedAssessment, type AnalyzableEntry } from './use-entry-analysis';

/** Below the entry (the journal page's `assessment` slot): the 'AI Assessment' card and the concept picker. */
export function EntryAssessmentSection({
  entry,
}: {
  entry: AnalyzableEntry & { data: { target_language: string | null } };
}) {
  const assessment = useFinishedAssessment(entry);
  if (!assessment) return null;
  return (
    <AssessmentPanel
      entryId={entry.id}
      assessment={assessment}
      targetLanguage={entry.data.target_language ?? ''}
    />
  );
}

/** The card (with the live count of accepted corrections) and the picker for one finished assessment. */
export function AssessmentPanel({
  entryId,
  assessment,
  targetLanguage,
}: {
  entryId: string;
  assessment: CompletedAssessment;
  targetLanguage: string;
}) {
  const { acceptedCount } = useCorrections(entryId, assessment.data.corrections);
  return (
    <div className="space-y-5">
      <AssessmentCard assessment={assessment.data} correctionsApplied={acceptedCount} />
      <ConceptPicker
        vocabConcepts={assessment.data.vocab_concepts}
        grammarConcepts={assessment.data.grammar}
        targetLanguage={assessment.data.language || targetLanguage}
      />
    </div>
  );
}
