import { Copy } from 'lucide-react';
import { useState } from 'react';

/** The learner's own text, kept after loading the latest version so nothing they typed is lost. */
export function KeptCopy({
  text,
  canRestore,
  onRestore,
  onDismiss,
}: {
  text: string;
  canRestore: boolean;
  onRestore: () => void;
  onDismiss: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const buttonClass =
    'rounded-lg px-3 py-1.5 text-sm font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100 dark:text-slate-200 dark:ring-slate-600 dark:hover:bg-slate-800';
  return (
    <section
      aria-labelledby="kept-copy-heading"
      className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="kept-copy-heading" className="text-sm font-semibold text-slate-800 dark:text-slate-100">
        Your unsaved text
      </h2>
      <p className="text-sm whitespace-pre-wrap text-slate-600 dark:text-slate-300" data-testid="kept-copy">
        {text}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={`inline-flex items-center gap-1.5 ${buttonClass}`}
          onClick={() => {
            void navigator.clipboard
              ?.writeText(text)
              .then(() => setCopied(true))
              .catch(() => setCopied(false));
          }}
        >
          <Copy className="size-4" aria-hidden="true" />
          {copied ? 'Copied' : 'Copy text'}
        </button>
        {canRestore && (
          <button type="button" className={buttonClass} onClick={onRestore}>
            Use my text instead
          </button>
        )}
        <button type="button" className={buttonClass} onClick={onDismiss}>
          Discard my copy
        </button>
      </div>
    </section>
  );
}
