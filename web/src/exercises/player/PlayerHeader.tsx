import { X } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t';

/** Title, 'n/total' and a progress bar that screen readers hear as 'Slide n of total'. */
export function PlayerHeader({ title, slide, total }: { title: string; slide: number; total: number }) {
  const { t } = useT();
  const n = total === 0 ? 0 : slide + 1;
  const percent = total === 0 ? 0 : Math.round((n / total) * 100);
  return (
    <header className="sticky top-0 z-10 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <div className="mx-auto flex max-w-3xl items-center gap-3 px-4 pt-3 pb-2">
        <Link
          to="/exercises"
          aria-label={t('player.leave')}
          className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800"
        >
          <X className="size-5" aria-hidden="true" />
        </Link>
        <h1 className="min-w-0 flex-1 truncate text-base font-semibold text-slate-900 sm:text-lg dark:text-white">
          {title}
        </h1>
        <span
          className="shrink-0 text-sm font-medium text-slate-600 tabular-nums dark:text-slate-300"
          aria-hidden="true"
        >
          {n}/{total}
        </span>
      </div>
      <div className="mx-auto max-w-3xl px-4 pb-3">
        <div
          role="progressbar"
          aria-label={t('player.progress')}
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={n}
          aria-valuetext={t('player.slideOf', { n, total })}
          className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
        >
          <div
            className="h-full rounded-full bg-indigo-600 transition-[width] dark:bg-indigo-400"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
    </header>
  );
}
