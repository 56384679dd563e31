import { useMemo } from 'react';
import type { CompletedAssessment } from './api/get-analysis-progress';
import { AssessmentCard } from './AssessmentCard';
import { ConceptPicker } from './ConceptPicker';
import { offeredConcepts } from './offered-concepts';
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
  const { acceptedCount, corrections } = useCorrections(entryId, assessment.data.corrections);
  // Concepts of corrections the learner rejected are not offered for the deck (issue 22).
  const offered = useMemo(
    () => offeredConcepts(assessment.data.vocab_concepts, assessment.data.grammar, corrections),
    [assessment.data.vocab_concepts, assessment.data.grammar, corrections],
  );
  return (
    <div className="space-y-5">
      <AssessmentCard assessment={assessment.data} correctionsApplied={acceptedCount} />
      <ConceptPicker
        vocabConcepts={offered.vocab}
        grammarConcepts={offered.grammar}
        targetLanguage={assessment.data.language || targetLanguage}
      />
    </div>
  );
}
