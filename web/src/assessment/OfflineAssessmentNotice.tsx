import { WifiOff } from 'lucide-react';
import { AssessorNotes } from './AssessorNotes';

/**
 * Says honestly that no model made this assessment and what the offline checker can and cannot see
 * (decisions 073, 165). How to connect a model is for operators: README and server log, not here.
 */
export function OfflineAssessmentNotice({ notes }: { notes: readonly string[] }) {
  return (
    <div
      role="note"
      className="space-y-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <p className="flex items-center gap-2 font-medium">
        <WifiOff className="size-4" aria-hidden="true" />
        Assessed offline, without an AI model
      </p>
      <p className="text-xs leading-relaxed">
        The built-in checker finds spelling and accent mistakes in English, Spanish, French, German, Dutch,
        Italian and Portuguese (Brazilian spelling); in German also nouns written in lower case and words
        wrongly capitalised; in English also common grammar mistakes (verb agreement, verb forms, a/an,
        capitals). It does not check grammar in the other languages, and it cannot judge word choice, style,
        tense use or meaning, so it misses many mistakes. The level is a rough estimate and can easily be one
        level off.
      </p>
      <AssessorNotes notes={notes} />
    </div>
  );
}
