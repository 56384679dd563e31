import { AnalyzedEntryContent, AnalyzeEntryAction, EntryAssessmentSection } from '../assessment';
import { LaunchExerciseButton } from '../exercises/LaunchExerciseButton';
import type { EntrySlotProps, JournalDetailSlots } from '../journal/detail-slots';
import JournalDetailPage from '../journal/JournalDetailPage';

/** Beside Save Changes: analyse the entry, then launch the exercises generated from it. */
function EntryActions(props: EntrySlotProps) {
  return (
    <>
      <AnalyzeEntryAction {...props} />
      <LaunchExerciseButton
        journalEntryId={props.entry.id}
        analyzed={props.entry.analysis_state === 'analyzed'}
      />
    </>
  );
}

const slots: JournalDetailSlots = {
  actions: EntryActions,
  analyzedContent: AnalyzedEntryContent,
  assessment: EntryAssessmentSection,
};

/** The journal detail page with the assessment and exercise features composed into its slots. */
export default function JournalDetailRoute() {
  return <JournalDetailPage slots={slots} />;
}
