import { WifiOff } from 'lucide-react';
import { AssessorNotes } from './AssessorNotes';

/** Says honestly that no model made this assessment, and how to connect one (decision 073). */
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
        The built-in checker finds spelling mistakes (and, in English, common grammar mistakes); the level is
        an estimate. For full feedback from a model, set <code>AI_PROVIDER</code> (openai-compatible or
        anthropic), <code>AI_BASE_URL</code> and <code>AI_MODEL</code> (plus <code>AI_API_KEY</code> if the
        provider needs one) in the server&apos;s environment and restart it.
      </p>
      <AssessorNotes notes={notes} />
    </div>
  );
}
