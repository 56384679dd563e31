import { CircleAlert, CircleSlash, Loader2, Play, RotateCcw, X } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../ui/Button';
import { useCancelSession } from './api/cancel-session';
import { useRegenerateSession } from './api/regenerate-session';
import { useSessionByJournal } from './api/get-session-by-journal';
import { useSessionStatus } from './api/get-session-status';
import { decideLaunch, effectiveStatus, launchView } from './launch-state';
import { useT } from '../i18n/use-t';

// The launch and status buttons are ui/Button's `go` and `quiet`; these two have a look of their own
// (one place each): a transparent Cancel beside a status, and the failed status.
const base =
  'inline-flex items-center gap-2 rounded-xl px-4 py-2 text-sm font-semibold disabled:cursor-default';
const cancelClass = `${base} text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800`;
const failedClass = `${base} shadow-sm bg-rose-50 text-rose-700 ring-1 ring-rose-200 dark:bg-rose-950/40 dark:text-rose-200 dark:ring-rose-900`;

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
  const { t } = useT();
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
      <Button variant="quiet" onClick={() => regenerate.mutate(sessionId)} disabled={regenerate.isPending}>
        <RotateCcw className="size-4" aria-hidden="true" />
        {t('exercises.launch.regenerate')}
      </Button>
      {regenerate.isError && (
        <span className="text-sm text-rose-700 dark:text-rose-300">{regenerate.error.message}</span>
      )}
    </>
  );

  let control;
  switch (view.kind) {
    case 'checking':
      control = (
        <Button variant="quiet" disabled>
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          {t('exercises.launch')}
        </Button>
      );
      break;
    case 'lookup-error':
      control = (
        <>
          <span role="alert" className="text-sm text-rose-700 dark:text-rose-300">
            {view.message}
          </span>
          <Button variant="quiet" onClick={() => void byJournal.refetch()}>
            <RotateCcw className="size-4" aria-hidden="true" />
            {t('exercises.launch.retry')}
          </Button>
        </>
      );
      break;
    case 'none':
      control = (
        <Button variant="quiet" disabled aria-describedby={`${journalEntryId}-no-exercise`}>
          <Play className="size-4" aria-hidden="true" />
          {t('exercises.launch')}
          <span id={`${journalEntryId}-no-exercise`} className="sr-only">
            {t('exercises.launch.none')}
          </span>
        </Button>
      );
      break;
    case 'generating':
      control = (
        <>
          <Button variant="quiet" disabled aria-live="polite">
            <Loader2 className="size-4 animate-spin text-indigo-500" aria-hidden="true" />
            {view.label}
          </Button>
          <button
            type="button"
            onClick={() => cancel.mutate(view.sessionId)}
            disabled={cancel.isPending}
            className={cancelClass}
          >
            <X className="size-4" aria-hidden="true" />
            {t('exercises.cancel')}
          </button>
        </>
      );
      break;
    case 'failed':
      control = (
        <>
          <button type="button" disabled className={failedClass}>
            <CircleAlert className="size-4" aria-hidden="true" />
            {t('exercises.launch.failed')}
          </button>
          {view.reason && <span className="text-sm text-rose-700 dark:text-rose-300">{view.reason}</span>}
          {regenerateButton}
        </>
      );
      break;
    case 'cancelled':
      control = (
        <>
          <Button variant="quiet" disabled>
            <CircleSlash className="size-4" aria-hidden="true" />
            {t('exercises.launch.cancelled')}
          </Button>
          {regenerateButton}
        </>
      );
      break;
    case 'launchable':
      control = (
        <Button variant="go" onClick={() => void launch()} disabled={launching}>
          <Play className="size-4" aria-hidden="true" />
          {view.completed ? t('exercises.launch.review') : t('exercises.launch')}
        </Button>
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
