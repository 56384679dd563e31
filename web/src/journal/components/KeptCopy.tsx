import { Copy } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { Button } from '../../ui/Button';

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
  const { t } = useT();
  return (
    <section
      aria-labelledby="kept-copy-heading"
      className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="kept-copy-heading" className="text-sm font-semibold text-slate-800 dark:text-slate-100">
        {t('journal.kept.title')}
      </h2>
      <p className="text-sm whitespace-pre-wrap text-slate-600 dark:text-slate-300" data-testid="kept-copy">
        {text}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="small"
          onClick={() => {
            void navigator.clipboard
              ?.writeText(text)
              .then(() => setCopied(true))
              .catch(() => setCopied(false));
          }}
        >
          <Copy className="size-4" aria-hidden="true" />
          {copied ? t('journal.kept.copied') : t('journal.kept.copy')}
        </Button>
        {canRestore && (
          <Button variant="small" onClick={onRestore}>
            {t('journal.kept.restore')}
          </Button>
        )}
        <Button variant="small" onClick={onDismiss}>
          {t('journal.kept.discard')}
        </Button>
      </div>
    </section>
  );
}
