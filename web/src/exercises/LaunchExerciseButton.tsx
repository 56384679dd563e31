import { CircleAlert, CircleSlash, Loader2, Play, RotateCcw, X } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCancelSession } from './api/cancel-session';
import { useRegenerateSession } from './api/regenerate-session';
import { useSessionByJournal } from './api/get-session-by-journal';
import { useSessionStatus } from './api/get-session-status';
import { decideLaunch, effectiveStatus, launchView } from './launch-state';

const base =
  'inline-flex items-center gap-2 rounded-xl px-4 py-2 text-sm font-semibold shadow-sm disabled:cursor-default';
const launchClass = `${base} bg-emerald-700 text-white hover:bg-emerald-800 dark:bg-emerald-700 dark:hover:bg-emerald-800`;
const quietClass = `${base} bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300`;
const failedClass = `${base} bg-rose-50 text-rose-700 ring-1 ring-rose-200 dark:bg-rose-950/40 dark:text-rose-200 dark:ring-rose-900`;

/**
 * The journal detail page's launch-exercise button. After analysis it finds the
 * entry's session, follows its generation (polling every 3000 ms) with a Cancel control, and opens
 * the player when the session can be launched. Before analysis there is no session, so it shows nothing.
 */
export function LaunchExerciseButton({
  journalEntryId,
  analyzed,
}: {
  journalEntryId: string;
  analyzed: boolean;
}) {
  const navigate = useNavigate();
  const byJournal = useSessionByJournal(journalEntryId, analyzed);
  const sessionId = byJournal.data?.document_id ?? null;
  const status = useSessionStatus(sessionId, byJournal.data?.status ?? null);
  const cancel = useCancelSession();
  const regenerate = useRegenerateSession();
  const [launchError, setLaunchError] = useState<string | null>(null);
  const [launching, setLaunching] = useState(false);

  if (!analyzed) return null;
  const view = launchView({
    byJournal: byJournal.data,
    byJournalError: byJournal.error,
    status: status.data,
    statusFailed: status.isError,
  });

  // The check runs on a fresh status, so a session changed elsewhere is caught here.
  const launch = async () => {
    setLaunchError(null);
    setLaunching(true);
    const fresh = sessionId ? await status.refetch() : null;
    setLaunching(false);
    const decision = decideLaunch(
      sessionId,
      effectiveStatus(byJournal.data ?? null, fresh?.data, fresh?.isError ?? false),
    );
    if (decision.ok) void navigate(decision.path);
    else setLaunchError(decision.error);
  };

  // A failed or cancelled session can be generated again (issue 14).
  const regenerateButton = sessionId && (
    <>
      <button
        type="button"
        onClick={() => regenerate.mutate(sessionId)}
        disabled={regenerate.isPending}
        className={quietClass}
      >
        <RotateCcw className="size-4" aria-hidden="true" />
        Regenerate Exercises
      </button>
      {regenerate.isError && (
        <span className="text-sm text-rose-700 dark:text-rose-300">{regenerate.error.message}</span>
      )}
    </>
  );

  let control;
  switch (view.kind) {
    case 'checking':
      control = (
        <button type="button" disabled className={quietClass}>
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          Launch Exercise
        </button>
      );
      break;
    case 'lookup-error':
      control = (
        <>
          <span role="alert" className="text-sm text-rose-700 dark:text-rose-300">
            {view.message}
          </span>
          <button type="button" onClick={() => void byJournal.refetch()} className={quietClass}>
            <RotateCcw className="size-4" aria-hidden="true" />
            Retry
          </button>
        </>
      );
      break;
    case 'none':
      control = (
        <button
          type="button"
          disabled
          className={quietClass}
          aria-describedby={`${journalEntryId}-no-exercise`}
        >
          <Play className="size-4" aria-hidden="true" />
          Launch Exercise
          <span id={`${journalEntryId}-no-exercise`} className="sr-only">
            (this entry has no concepts to practise)
          </span>
        </button>
      );
      break;
    case 'generating':
      control = (
        <>
          <button type="button" disabled className={quietClass} aria-live="polite">
            <Loader2 className="size-4 animate-spin text-indigo-500" aria-hidden="true" />
            {view.label}
          </button>
          <button
            type="button"
            onClick={() => cancel.mutate(view.sessionId)}
            disabled={cancel.isPending}
            className={`${quietClass} bg-transparent shadow-none hover:bg-slate-100 dark:bg-transparent dark:hover:bg-slate-800`}
          >
            <X className="size-4" aria-hidden="true" />
            Cancel
          </button>
        </>
      );
      break;
    case 'failed':
      control = (
        <>
          <button type="button" disabled className={failedClass}>
            <CircleAlert className="size-4" aria-hidden="true" />
            Exercise Generation Failed
          </button>
          {view.reason && <span className="text-sm text-rose-700 dark:text-rose-300">{view.reason}</span>}
          {regenerateButton}
        </>
      );
      break;
    case 'cancelled':
      control = (
        <>
          <button type="button" disabled className={quietClass}>
            <CircleSlash className="size-4" aria-hidden="true" />
            Exercise Generation Cancelled
          </button>
          {regenerateButton}
        </>
      );
      break;
    case 'launchable':
      control = (
        <button type="button" onClick={() => void launch()} disabled={launching} className={launchClass}>
          <Play className="size-4" aria-hidden="true" />
          {view.completed ? 'Review Exercise' : 'Launch Exercise'}
        </button>
      );
      break;
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-2" data-testid="launch-exercise">
      {control}
      {cancel.error && (
        <span role="alert" className="text-sm text-rose-700 dark:text-rose-300">
          {cancel.error.message}
        </span>
      )}
      {launchError && (
        <span role="alert" className="text-sm text-rose-700 dark:text-rose-300">
          {launchError}
        </span>
      )}
    </span>
  );
}
