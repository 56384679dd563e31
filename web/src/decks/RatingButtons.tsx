import type { RatingPreview, ReviewRating } from '@inkwell/contract';
import { cn } from '../ui/cn';
import { intervalLabel } from './interval-label';
import { RATINGS } from './review-keys';
import { useT } from '../i18n/use-t';
import type { MessageKey } from '../i18n/runtime';

const LABELS: Record<ReviewRating, MessageKey> = {
  again: 'deck.rate.again',
  hard: 'deck.rate.hard',
  good: 'deck.rate.good',
  easy: 'deck.rate.easy',
};

const TONES: Record<ReviewRating, string> = {
  again:
    'border-red-300 text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950/50',
  hard: 'border-amber-300 text-amber-800 hover:bg-amber-50 dark:border-amber-800 dark:text-amber-300 dark:hover:bg-amber-950/50',
  good: 'border-emerald-300 text-emerald-800 hover:bg-emerald-50 dark:border-emerald-800 dark:text-emerald-300 dark:hover:bg-emerald-950/50',
  easy: 'border-sky-300 text-sky-800 hover:bg-sky-50 dark:border-sky-800 dark:text-sky-300 dark:hover:bg-sky-950/50',
};

/** The four FSRS answers, each with the interval it would schedule and its key (1–4). */
export function RatingButtons({
  preview,
  disabled,
  onRate,
}: {
  preview: RatingPreview;
  disabled: boolean;
  onRate: (rating: ReviewRating) => void;
}) {
  const { t, locale } = useT();
  return (
    <div className="grid grid-cols-4 gap-2" role="group" aria-label={t('deck.rate.group')}>
      {RATINGS.map((rating, i) => {
        const interval = intervalLabel(preview[rating].interval_ms, locale);
        return (
          <button
            key={rating}
            type="button"
            disabled={disabled}
            onClick={() => onRate(rating)}
            aria-label={t('deck.rate.label', { rating: t(LABELS[rating]), interval })}
            aria-keyshortcuts={String(i + 1)}
            className={cn(
              'flex flex-col items-center rounded-xl border bg-white px-2 py-2.5 text-sm font-medium transition-colors disabled:opacity-50 dark:bg-slate-900',
              TONES[rating],
            )}
          >
            <span>{t(LABELS[rating])}</span>
            <span className="text-xs font-normal opacity-80">{interval}</span>
          </button>
        );
      })}
    </div>
  );
}
