import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';

/** Shown after a 409: nothing was saved, nothing was lost. */
export function ConflictNotice({ onLoadLatest }: { onLoadLatest: () => Promise<void> }) {
  const [loading, setLoading] = useState(false);
  const { t } = useT();
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <TriangleAlert className="size-5 shrink-0 text-amber-500" aria-hidden="true" />
      <p className="flex-1">{t('journal.conflict')}</p>
      <button
        type="button"
        disabled={loading}
        onClick={() => {
          setLoading(true);
          void onLoadLatest().finally(() => setLoading(false));
        }}
        className="inline-flex shrink-0 items-center gap-2 rounded-lg bg-amber-700 px-3 py-2 font-medium text-white hover:bg-amber-800 disabled:opacity-60"
      >
        <RefreshCw className={`size-4 ${loading ? 'animate-spin' : ''}`} aria-hidden="true" />
        {t('journal.loadLatest')}
      </button>
    </div>
  );
}
