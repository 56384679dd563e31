import { useT } from '../i18n/use-t';
import { createdCards, createdHeadline, type AddSummary } from './concept-selection';

/**
 * What adding concepts did: the cards created and which they are, concepts already in the deck,
 * failures, or the spec's error.
 */
export function AddConceptsResult({ summary }: { summary: AddSummary }) {
  const { t } = useT();
  return (
    <div className="space-y-1 text-sm" aria-live="polite">
      {summary.noneCreated ? (
        <p role="alert" className="text-rose-700 dark:text-rose-300">
          {t('analysis.picker.noneCreated')}
        </p>
      ) : (
        <div role="status" className="text-emerald-700 dark:text-emerald-300">
          <p className="font-medium">{createdHeadline(summary)}</p>
          {summary.created.length > 1 && (
            <ul className="list-disc pl-5">
              {summary.created.map((c) => (
                <li key={c.label}>
                  {c.label}: {createdCards(c)}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {summary.alreadyInDeck.length > 0 && (
        <p className="text-slate-600 dark:text-slate-300">
          {t('analysis.picker.alreadyInDeck', { list: summary.alreadyInDeck.join(', ') })}
        </p>
      )}
      {summary.failed.map((f, i) => (
        <p key={i} className="text-rose-700 dark:text-rose-300">
          {f.label}: {f.error}
        </p>
      ))}
    </div>
  );
}
