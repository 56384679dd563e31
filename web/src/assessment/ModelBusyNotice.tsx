import { useT } from '../i18n/use-t';

/** '14:32' (or '2:32 PM'): the hour and minute of `iso` in the learner's locale and time zone. */
export function clockTime(iso: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

/**
 * While an analysis waits out a busy model (429/503/529, decision 196): when it is tried again, and
 * Cancel for a learner who does not want to wait. The entry itself is never touched.
 */
export function ModelBusyNotice({
  retryAt,
  onCancel,
  cancelling,
}: {
  retryAt: string;
  onCancel: () => void;
  cancelling: boolean;
}) {
  const { t, locale } = useT();
  return (
    <span
      role="status"
      className="inline-flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300"
    >
      {t('analysis.busy', { time: clockTime(retryAt, locale) })}
      <button
        type="button"
        onClick={onCancel}
        disabled={cancelling}
        className="font-semibold underline underline-offset-2 hover:text-slate-900 disabled:opacity-60 dark:hover:text-slate-100"
      >
        {t('analysis.cancel')}
      </button>
    </span>
  );
}
