import { ArrowLeft, ArrowRight, CircleAlert, Loader2, RotateCcw } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useExerciseSession } from './api/get-session';
import { PlayerHeader } from './player/PlayerHeader';
import type { PlayerSession } from './player/session-data';
import { SlideView } from './player/SlideView';
import { usePlayer } from './player/use-player';
import { Button } from '../ui/Button';
import { useT } from '../i18n/use-t';
import { sessionTitle } from '../i18n/server-text';

/** Default title of a session in the player (English; the catalog's `player.defaultTitle`). */
export const DEFAULT_PLAYER_TITLE = 'Language Practice Session';

const screen =
  'flex min-h-dvh flex-col items-center justify-center gap-4 bg-slate-50 px-6 text-center dark:bg-slate-950';

/** The full-screen exercise player ('/exercise/:sessionId', outside the main layout). */
export default function ExercisePlayerPage() {
  const { t } = useT();
  const { sessionId } = useParams();
  const query = useExerciseSession(sessionId);

  if (!sessionId) return <Message text={t('player.noData')} />;
  if (query.isPending)
    return (
      <div role="status" className={screen}>
        <Loader2 className="size-8 animate-spin text-indigo-500" aria-hidden="true" />
        <p className="text-slate-600 dark:text-slate-300">{t('player.loading')}</p>
      </div>
    );
  if (query.isError)
    return (
      <div className={screen}>
        <CircleAlert className="size-10 text-rose-500" aria-hidden="true" />
        <p role="alert" className="max-w-md text-rose-800 dark:text-rose-200">
          {query.error.message || t('player.loadFailed')}
        </p>
        <Button onClick={() => void query.refetch()}>
          <RotateCcw className="size-4" aria-hidden="true" />
          {t('exercises.tryAgain')}
        </Button>
        <BackLink />
      </div>
    );
  const { status } = query.data.session;
  if (status !== 'ready' && status !== 'completed')
    return <Message text={t('exercises.notReady', { status: t('exercises.status', { status }) })} />;
  if (query.data.modules.length === 0) return <Message text={t('player.noData')} />;
  return <Player key={sessionId} data={query.data} />;
}

function Player({ data }: { data: PlayerSession }) {
  const { t, locale } = useT();
  const player = usePlayer(data);
  const title = sessionTitle(t, locale, data.session, t('player.defaultTitle'));
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 dark:bg-slate-950">
      <PlayerHeader title={title} slide={player.slide} total={player.total} />
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-6 sm:py-10">
        <SlideView key={player.slide} data={data} player={player} title={title} />
      </main>
      <nav
        aria-label={t('player.slides')}
        className="sticky bottom-0 border-t border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95"
      >
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 px-4 py-3">
          <Button
            variant="secondary"
            onClick={player.previous}
            disabled={player.isFirst}
            className="disabled:opacity-50"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('player.previous')}
          </Button>
          <Button onClick={player.next} disabled={player.isLast} className="disabled:opacity-50">
            {t('player.next')}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Button>
        </div>
      </nav>
    </div>
  );
}

function Message({ text }: { text: string }) {
  return (
    <div className={screen}>
      <p className="text-slate-700 dark:text-slate-200">{text}</p>
      <BackLink />
    </div>
  );
}

function BackLink() {
  const { t } = useT();
  return (
    <Link
      to="/exercises"
      className="text-sm font-medium text-indigo-600 hover:underline dark:text-indigo-400"
    >
      {t('exercises.back')}
    </Link>
  );
}
