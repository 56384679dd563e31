import { cardsCreatedText, type AddSummary } from './concept-selection';

/** What adding concepts did: cards created, concepts already in the deck, failures, or the spec's error. */
export function AddConceptsResult({ summary }: { summary: AddSummary }) {
  return (
    <div className="space-y-1 text-sm" aria-live="polite">
      {summary.error ? (
        <p role="alert" className="text-rose-700 dark:text-rose-300">
          {summary.error}
        </p>
      ) : (
        <p role="status" className="font-medium text-emerald-700 dark:text-emerald-300">
          {cardsCreatedText(summary.cardsCreated)}
        </p>
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
