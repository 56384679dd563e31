import { ArrowLeft, CircleAlert } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/use-t';

/** The journal page's error view: its 'Error: …' text and a way back to the calendar. */
export function ErrorView({ text }: { text: string }) {
  const navigate = useNavigate();
  const { t } = useT();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-2xl border border-rose-200 bg-rose-50 p-8 text-center dark:border-rose-900/60 dark:bg-rose-950/30">
      <CircleAlert className="size-8 text-rose-500" aria-hidden="true" />
      <p role="alert" className="text-rose-800 dark:text-rose-200">
        {text}
      </p>
      <button
        type="button"
        onClick={() => navigate('/')}
        className="inline-flex items-center gap-2 rounded-lg bg-white px-4 py-2 text-sm font-medium text-slate-700 shadow-sm ring-1 ring-slate-200 hover:bg-slate-50 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-700 dark:hover:bg-slate-700"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('journal.backToCalendar')}
      </button>
    </div>
  );
}
