import { createdHeadline, type AddSummary } from './concept-selection';

/**
 * What adding concepts did: the cards created and which they are, concepts already in the deck,
 * failures, or the spec's error.
 */
export function AddConceptsResult({ summary }: { summary: AddSummary }) {
  return (
    <div className="space-y-1 text-sm" aria-live="polite">
      {summary.error ? (
        <p role="alert" className="text-rose-700 dark:text-rose-300">
          {summary.error}
        </p>
      ) : (
        <div role="status" className="text-emerald-700 dark:text-emerald-300">
          <p className="font-medium">{createdHeadline(summary)}</p>
          {summary.created.length > 1 && (
            <ul className="list-disc pl-5">
              {summary.created.map((c) => (
                <li key={c.label}>
                  {c.label}: {c.cards}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {summary.alreadyInDeck.length > 0 && (
        <p className="text-slate-600 dark:text-slate-300">
          Already in your deck: {summary.alreadyInDeck.join(', ')}
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
