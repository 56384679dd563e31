import type { ExerciseSession } from '@inkwell/contract';
import { CheckCircle2, Loader2, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { PractiseMissedButton } from './PractiseMissedButton';
import type { ModuleResult } from './results';
import { ResultsList } from './ResultsList';
import { SlideFrame } from './SlideFrame';
import { useT } from '../../i18n/use-t';

/**
 * The last slide: the score (score / max_score), each question with the learner's answer and the right
 * one, an offer to practise the missed ones again, and Finish, which marks the session completed.
 */
export function SummarySlide({
  session,
  score,
  max,
  answered,
  results,
  onFinish,
  finishing,
  finishError,
}: {
  session: ExerciseSession;
  score: number;
  max: number;
  answered: number;
  results: ModuleResult[];
  onFinish: () => void;
  finishing: boolean;
  finishError: string | null;
}) {
  const { t } = useT();
  const completed = session.status === 'completed';
  return (
    <SlideFrame
      label={t('player.summary')}
      heading={completed ? t('player.completed') : t('player.yourScore')}
    >
      <div className="flex flex-col items-center gap-2 rounded-2xl border border-slate-200 bg-white p-6 text-center dark:border-slate-800 dark:bg-slate-900">
        <Trophy className="size-10 text-amber-500" aria-hidden="true" />
        <p className="text-4xl font-bold text-slate-900 dark:text-white" data-testid="session-score">
          {score} / {max}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('player.answered', { n: answered })}</p>
      </div>
      <ResultsList results={results} />
      <PractiseMissedButton results={results} />
      {completed ? (
        <div className="space-y-3" role="status">
          <p className="flex items-center gap-2 font-medium text-emerald-700 dark:text-emerald-300">
            <CheckCircle2 className="size-5" aria-hidden="true" />
            {t('player.completedText')}
          </p>
          <Link
            to="/exercises"
            className="inline-flex items-center rounded-lg bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-500"
          >
            {t('exercises.back')}
          </Link>
        </div>
      ) : (
        <div className="space-y-3">
          <p className="text-slate-700 dark:text-slate-300">
            {answered === 0 ? t('player.answerOne') : t('player.finishHint')}
          </p>
          <button
            type="button"
            onClick={onFinish}
            disabled={finishing || answered === 0}
            className="inline-flex items-center gap-2 rounded-lg bg-emerald-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-emerald-800 disabled:cursor-not-allowed disabled:opacity-70"
          >
            {finishing && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
            {t('player.finish')}
          </button>
          {finishError && (
            <p role="alert" className="text-sm text-rose-700 dark:text-rose-300">
              {finishError}
            </p>
          )}
        </div>
      )}
    </SlideFrame>
  );
}

/**
 * Where the summary goes while questions are open: how many are left and a way to the first one. The
 * score and the right answers wait until each question is answered or skipped (issue 22).
 */
export function QuestionsLeftSlide({ left, onGo }: { left: number; onGo: () => void }) {
  const { t } = useT();
  return (
    <SlideFrame label={t('player.summary')} heading={t('player.questionsLeft')}>
      <p className="text-slate-700 dark:text-slate-300" role="status">
        {t('player.leftText', { n: left })}
      </p>
      <button
        type="button"
        onClick={onGo}
        className="inline-flex items-center rounded-lg bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-500"
      >
        {t('player.goToLeft')}
      </button>
    </SlideFrame>
  );
}
