import { lazy, Suspense } from 'react';
import { AnalyzedEntryContent, AnalyzeEntryAction } from '../assessment';
import { LaunchExerciseButton } from '../exercises/LaunchExerciseButton';
import type { EntrySlotProps, JournalDetailSlots } from '../journal/detail-slots';
import JournalDetailPage from '../journal/JournalDetailPage';
import { DeleteEntryButton } from '../portability/DeleteEntryButton';
import { WritingReviews } from '../due-words/WritingReviews';
import { useAfterPaint } from '../lib/after-paint';

// main.tsx reads the page's data before its first render through the page's own chunk (page-data.ts).
export { preloadEntryData } from './entry-page-data';

// The assessment card, concept picker and corrections list sit below the text: their code (with Radix's
// tabs and checkboxes) loads after the page's, so the entry's text shows sooner (decision 125).
const EntryAssessmentSection = lazy(() =>
  import('../assessment/EntryAssessmentSection').then((m) => ({ default: m.EntryAssessmentSection })),
);

// "How a native speaker might write it" (issue 25): only after analysis, in a chunk of its own.
const NativeVersionSection = lazy(() =>
  import('./NativeVersionSection').then((m) => ({ default: m.NativeVersionSection })),
);

function AssessmentBelowText(props: EntrySlotProps) {
  const analysed = props.entry.analysis_state === 'analyzed';
  // Their chunks are asked for once the text is on screen: a lazy component rendered in the page's first,
  // time-sliced render would start its download before the text's paint (decision 324).
  const painted = useAfterPaint();
  return (
    <>
      <WritingReviews entryId={props.entry.id} analysed={analysed} />
      <Suspense fallback={null}>{painted && <EntryAssessmentSection {...props} />}</Suspense>
      {analysed && painted && (
        <Suspense fallback={null}>
          <NativeVersionSection {...props} />
        </Suspense>
      )}
    </>
  );
}

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
  assessment: AssessmentBelowText,
  deleteAction: ({ entry, dayLabel }) => <DeleteEntryButton entryId={entry.id} label={dayLabel} />,
};

/** The journal detail page with the assessment, exercise and portability features composed into its slots. */
export default function JournalDetailRoute() {
  return <JournalDetailPage slots={slots} />;
}
