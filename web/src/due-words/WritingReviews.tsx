import { useT } from '../i18n/use-t';
import { relativeTime } from '../i18n/relative-time';
import { useWritingReviews } from './api';

/**
 * "Reviewed from your writing": the due words an analysed entry used, and what that did to each card
 * (a review, or a lapse when a correction touched the word). Nothing when the entry reviewed no card.
 */
export function WritingReviews({ entryId, analysed }: { entryId: string; analysed: boolean }) {
  const reviews = useWritingReviews(entryId, analysed).data?.reviews ?? [];
  const { t, locale } = useT();
  const now = new Date();
  if (reviews.length === 0) return null;
  return (
    <section
      aria-label={t('dueWords.reviewed')}
      className="rounded-xl bg-emerald-50 p-3 text-sm text-slate-700 dark:bg-emerald-950/40 dark:text-slate-200"
    >
      <p className="font-medium">{t('dueWords.reviewedIntro')}</p>
      <ul className="mt-1 space-y-0.5">
        {reviews.map((r) => (
          <li key={r.card_id}>
            <span className="font-medium">{r.word}</span>{' '}
            {t(r.rating === 'good' ? 'dueWords.good' : 'dueWords.lapse', {
              when: relativeTime(new Date(r.next_due), now, locale),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
