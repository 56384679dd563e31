import { CircleCheck, CircleMinus, CircleX } from 'lucide-react';
import type { ModuleResult, QuestionResult } from './results';
import { useT } from '../../i18n/use-t';

/** The results screen's list: each question, the learner's answer and the right one, by concept. */
export function ResultsList({ results }: { results: ModuleResult[] }) {
  const { t } = useT();
  return (
    <div className="space-y-4" data-testid="session-results">
      {results.map((r) => (
        <section key={r.moduleId} aria-label={t('player.results', { title: r.title })} className="space-y-2">
          <h3 className="font-semibold break-words text-slate-900 dark:text-white">{r.title}</h3>
          <ol className="space-y-2">
            {r.questions.map((q) => (
              <ResultRow key={q.key} result={q} />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

function ResultRow({ result: q }: { result: QuestionResult }) {
  const { t } = useT();
  const verdict =
    q.given === null
      ? t('player.notAnswered')
      : q.correct
        ? t('player.verdictCorrect')
        : t('player.verdictWrong');
  const Icon = q.given === null ? CircleMinus : q.correct ? CircleCheck : CircleX;
  const tone =
    q.given === null
      ? 'text-slate-500 dark:text-slate-400'
      : q.correct
        ? 'text-emerald-700 dark:text-emerald-300'
        : 'text-rose-700 dark:text-rose-300';
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3 text-sm dark:border-slate-800 dark:bg-slate-900">
      <p className="flex items-start gap-2 break-words text-slate-900 dark:text-slate-100">
        <Icon className={`mt-0.5 size-4 shrink-0 ${tone}`} aria-hidden="true" />
        <span>
          <span className="sr-only">{verdict}: </span>
          {q.question}
        </span>
      </p>
      <dl className="mt-1.5 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 pl-6">
        <dt className="text-slate-500 dark:text-slate-400">{t('player.yourAnswer')}</dt>
        <dd className={`break-words ${tone}`}>{q.given ?? t('player.notAnswered')}</dd>
        {!q.correct && (
          <>
            <dt className="text-slate-500 dark:text-slate-400">{t('player.rightAnswer')}</dt>
            <dd className="font-medium break-words text-slate-900 dark:text-white">{q.expected}</dd>
          </>
        )}
      </dl>
    </li>
  );
}
