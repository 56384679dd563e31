import { masteryPercent, type CardStates } from '@inkwell/contract';
import { formatReviewDate } from './deck-items';
import { MasteryBar } from './MasteryBar';
import { useT } from '../i18n/use-t';

/** Mastery bar, times reviewed and last reviewed date of one item. */
export function ReviewStats({
  cardStates,
  totalReviews,
  lastReviewedAt,
}: {
  cardStates: CardStates;
  totalReviews: number;
  lastReviewedAt: number | null;
}) {
  const { t } = useT();
  return (
    <div className="space-y-3">
      <MasteryBar percent={masteryPercent(cardStates)} />
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-slate-500 dark:text-slate-400">{t('deck.stats.timesReviewed')}</dt>
          <dd className="font-medium text-slate-900 dark:text-white">{totalReviews}</dd>
        </div>
        <div>
          <dt className="text-slate-500 dark:text-slate-400">{t('deck.stats.lastReviewed')}</dt>
          <dd className="font-medium text-slate-900 dark:text-white">{formatReviewDate(lastReviewedAt)}</dd>
        </div>
      </dl>
    </div>
  );
}
