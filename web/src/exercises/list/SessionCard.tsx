import type { SessionListItem } from '@inkwell/contract';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarDays, Loader2, Play, RotateCcw } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useSessionStatus } from '../api/get-session-status';
import { exerciseKeys } from '../api/query-keys';
import { generatingLabel } from '../launch-state';
import { Button } from '../../ui/Button';
import { cardSummary, createdOn, isStarted, leftOffText, titleOf } from './session-list';
import { Card } from '../../ui/Card';
import { useT } from '../../i18n/use-t';

/**
 * One session: title, '{n} concepts • Status: {status}', creation date, and Start (enabled only when
 * ready), or Resume with where the learner left off once started. A completed one offers Review; a
 * generating one shows its progress, polled every 3000 ms.
 */
export function SessionCard({ session }: { session: SessionListItem }) {
  const { t } = useT();
  const navigate = useNavigate();
  const open = () => void navigate(`/exercise/${session.document_id}`);
  const title = titleOf(session);
  const started = isStarted(session);
  const { status } = session;
  const generating = status === 'generating';
  const completed = status === 'completed';
  return (
    <Card as="li" padding="sm" className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <h2 className="font-semibold break-words text-slate-900 dark:text-white">{title}</h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">{cardSummary(session)}</p>
        <p className="flex items-center gap-1.5 text-xs text-slate-500 dark:text-slate-400">
          <CalendarDays className="size-3.5" aria-hidden="true" />
          {createdOn(session.created_at)}
        </p>
        {generating && <GeneratingProgress id={session.document_id} />}
        {started && <p className="text-sm text-indigo-700 dark:text-indigo-300">{leftOffText(session)}</p>}
      </div>
      {completed ? (
        <Button
          variant="secondary"
          onClick={open}
          aria-label={t('exercises.reviewTitle', { title })}
          className="shrink-0 py-2"
        >
          <RotateCcw className="size-4" aria-hidden="true" />
          {t('exercises.review')}
        </Button>
      ) : (
        <Button
          onClick={open}
          disabled={session.status !== 'ready'}
          aria-label={t(started ? 'exercises.resumeTitle' : 'exercises.startTitle', { title })}
          className="shrink-0 py-2 disabled:bg-slate-200 disabled:text-slate-500 dark:disabled:bg-slate-800 dark:disabled:text-slate-400"
        >
          <Play className="size-4" aria-hidden="true" />
          {started ? t('exercises.resume') : t('exercises.start')}
        </Button>
      )}
    </Card>
  );
}

/** 'Generating... r/t' under a generating card; the list refreshes once generation settles. */
function GeneratingProgress({ id }: { id: string }) {
  useT(); // the label follows the interface language
  const queryClient = useQueryClient();
  const status = useSessionStatus(id, 'generating');
  const settled = status.data && status.data.status !== 'generating';
  useEffect(() => {
    if (settled) void queryClient.invalidateQueries({ queryKey: exerciseKeys.list });
  }, [settled, queryClient]);
  return (
    <p className="flex items-center gap-1.5 text-sm text-indigo-700 dark:text-indigo-300" aria-live="polite">
      <Loader2 className="size-3.5 animate-spin" aria-hidden="true" />
      {generatingLabel(status.data ?? null)}
    </p>
  );
}
