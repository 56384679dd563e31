import { useWritingReviews } from './api';

const dateFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });

/**
 * "Reviewed from your writing": the due words an analysed entry used, and what that did to each card
 * (a review, or a lapse when a correction touched the word). Nothing when the entry reviewed no card.
 */
export function WritingReviews({ entryId, analysed }: { entryId: string; analysed: boolean }) {
  const reviews = useWritingReviews(entryId, analysed).data?.reviews ?? [];
  if (reviews.length === 0) return null;
  return (
    <section
      aria-label="Reviewed from your writing"
      className="rounded-xl bg-emerald-50 p-3 text-sm text-slate-700 dark:bg-emerald-950/40 dark:text-slate-200"
    >
      <p className="font-medium">Reviewed from your writing:</p>
      <ul className="mt-1 space-y-0.5">
        {reviews.map((r) => (
          <li key={r.card_id}>
            <span className="font-medium">{r.word}</span>{' '}
            {r.rating === 'good'
              ? `— used correctly, reviewed (next due ${dateFormat.format(new Date(r.next_due))})`
              : `— corrected, counted as a lapse (due again ${dateFormat.format(new Date(r.next_due))})`}
          </li>
        ))}
      </ul>
    </section>
  );
}
