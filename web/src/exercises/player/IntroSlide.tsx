import type { ExerciseSession } from '@inkwell/contract';
import { BookOpen, Clock, GraduationCap } from 'lucide-react';
import { SlideFrame } from './SlideFrame';
import { useT } from '../../i18n/use-t';

/** Slide 0: the concepts, the estimated duration in minutes and the student level. */
export function IntroSlide({ session, title }: { session: ExerciseSession; title: string }) {
  const { t } = useT();
  const minutes = session.estimated_duration;
  return (
    <SlideFrame label={t('player.intro')} heading={title}>
      <dl className="grid gap-3 sm:grid-cols-2">
        {/* A dl allows dt and dd one group deep, so the icon sits inside dt. */}
        <div className="relative rounded-2xl border border-slate-200 bg-white p-4 pl-12 dark:border-slate-800 dark:bg-slate-900">
          <dt className="text-xs text-slate-500 dark:text-slate-400">
            <Clock
              className="absolute top-1/2 left-4 size-5 -translate-y-1/2 text-indigo-500"
              aria-hidden="true"
            />
            {t('player.estimatedTime')}
          </dt>
          <dd className="font-medium text-slate-900 dark:text-white">
            {t('player.minutes', { n: minutes })}
          </dd>
        </div>
        {/* An unknown level is left out rather than shown as a level of its own. */}
        {session.student_level && (
          <div className="relative rounded-2xl border border-slate-200 bg-white p-4 pl-12 dark:border-slate-800 dark:bg-slate-900">
            <dt className="text-xs text-slate-500 dark:text-slate-400">
              <GraduationCap
                className="absolute top-1/2 left-4 size-5 -translate-y-1/2 text-indigo-500"
                aria-hidden="true"
              />
              {t('player.level')}
            </dt>
            <dd className="font-medium text-slate-900 dark:text-white">{session.student_level}</dd>
          </div>
        )}
      </dl>
      <div>
        <h3 className="mb-2 flex items-center gap-2 text-sm font-semibold text-slate-700 dark:text-slate-200">
          <BookOpen className="size-4" aria-hidden="true" />
          {t('player.concepts')}
        </h3>
        <ul className="flex flex-wrap gap-2">
          {session.concepts_identified.map((c, i) => (
            <li
              key={i}
              className="rounded-full bg-indigo-50 px-3 py-1 text-sm break-words text-indigo-800 dark:bg-indigo-950/50 dark:text-indigo-200"
            >
              {c.title}
            </li>
          ))}
        </ul>
      </div>
      <p className="text-sm text-slate-500 dark:text-slate-400">{t('player.begin')}</p>
    </SlideFrame>
  );
}
