import type { MasteryLevel } from '@inkwell/contract';
import type { ReactNode } from 'react';
import { reviewCountLabel } from './deck-items';
import { MasteryLevelBadge } from './MasteryLevelBadge';
import { useT } from '../i18n/use-t';

/** One item of a deck page: its name, a two-line text, '% mastered' and the review count; opens the detail. */
export function DeckTile({
  title,
  text,
  percent,
  reviews,
  level,
  onOpen,
  corner,
}: {
  title: string;
  text: ReactNode;
  percent: number;
  reviews: number;
  level: MasteryLevel | undefined;
  onOpen: () => void;
  /** A control beside the title (e.g. pronunciation); kept outside the tile's button. */
  corner?: ReactNode;
}) {
  const { t } = useT();
  return (
    <li className="relative">
      <button
        type="button"
        onClick={onOpen}
        className="flex h-full w-full flex-col rounded-2xl border border-slate-200 bg-white p-5 text-left shadow-sm transition-colors hover:border-indigo-300 hover:bg-indigo-50/40 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-700 dark:hover:bg-indigo-950/30"
      >
        <h2 className="pr-10 text-lg font-semibold break-words text-slate-900 dark:text-white">{title}</h2>
        <p className="mt-1 line-clamp-2 text-sm text-slate-600 dark:text-slate-400">{text}</p>
        <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-4 text-sm">
          <span className="font-medium text-emerald-700 dark:text-emerald-400">
            {t('deck.tile.mastered', { percent })}
          </span>
          <span className="text-slate-500 dark:text-slate-400">{reviewCountLabel(reviews)}</span>
          {level ? <MasteryLevelBadge level={level} /> : null}
        </div>
      </button>
      {corner ? <div className="absolute top-4 right-4">{corner}</div> : null}
    </li>
  );
}
