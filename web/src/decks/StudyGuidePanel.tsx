import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { useStudyGuide } from './api/get-study-guide';
import { useT } from '../i18n/use-t';

/** The Study Guide of a grammar concept: explanation, examples and common mistakes. */
export function StudyGuidePanel({ conceptId }: { conceptId: string }) {
  const { t } = useT();
  const guide = useStudyGuide(conceptId, true);
  if (guide.isPending) return <Spinner label={t('deck.guide.loading')} visible className="py-6" />;
  if (guide.isError) {
    return (
      <div className="space-y-2">
        <Alert tone="error">{guide.error.message}</Alert>
        <Button variant="secondary" onClick={() => void guide.refetch()}>
          {t('deck.tryAgain')}
        </Button>
      </div>
    );
  }
  const { explanation, examples, common_mistakes, source } = guide.data;
  const offline = source === 'offline';
  return (
    <section
      aria-label={t('deck.guide.label')}
      className="space-y-4 rounded-xl border border-indigo-200 bg-indigo-50/50 p-4 dark:border-indigo-900 dark:bg-indigo-950/30"
    >
      <div>
        <h3 className="font-semibold text-slate-900 dark:text-white">{t('deck.explanation')}</h3>
        <p className="mt-1 text-sm whitespace-pre-line text-slate-800 dark:text-slate-200">{explanation}</p>
      </div>
      {examples.length > 0 ? (
        <div>
          <h3 className="font-semibold text-slate-900 dark:text-white">{t('deck.examples')}</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-800 dark:text-slate-200">
            {examples.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div>
        <h3 className="font-semibold text-slate-900 dark:text-white">{t('deck.guide.mistakes')}</h3>
        {common_mistakes.length > 0 ? (
          <ul className="mt-1 space-y-2 text-sm">
            {common_mistakes.map((m) => (
              <li key={`${m.mistake}→${m.correction}`}>
                <span className="text-red-700 line-through dark:text-red-400">{m.mistake}</span>
                <span aria-hidden> → </span>
                <span className="sr-only"> {t('deck.guide.corrected')} </span>
                <span className="text-emerald-700 dark:text-emerald-400">{m.correction}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('deck.guide.noMistakes')}</p>
        )}
      </div>
      {offline ? (
        <p className="text-xs text-slate-500 dark:text-slate-400">{t('deck.guide.offline')}</p>
      ) : null}
    </section>
  );
}
