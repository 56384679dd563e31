import { findDueWordUses } from '@inkwell/contract/values';
import { Check } from 'lucide-react';
import { useMemo } from 'react';
import { useT } from '../i18n/use-t';
import { useDueWords } from './api';

/**
 * "Use your due words" beside the New Entry editor: the learner's least retrievable due words, each
 * highlighted as soon as the text uses it in any form (the shared matcher the analysis uses too).
 * Hidden when nothing is due or the request failed.
 */
export function DueWordsPanel({ text }: { text: string }) {
  const due = useDueWords();
  const words = due.data?.words;
  const { t } = useT();
  const used = useMemo(
    () =>
      new Set(
        findDueWordUses(
          text,
          (words ?? []).map((w) => ({ id: w.card_id, forms: w.forms })),
        ).map((u) => u.id),
      ),
    [text, words],
  );
  if (!words || words.length === 0) return null;
  return (
    <section
      aria-label={t('dueWords.title')}
      className="space-y-2 rounded-xl border border-emerald-100 bg-white p-4 dark:border-emerald-900 dark:bg-slate-900"
    >
      <p className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {t('dueWords.title')}
      </p>
      <ul className="flex flex-wrap gap-2">
        {words.map((w) => {
          const isUsed = used.has(w.card_id);
          return (
            <li
              key={w.card_id}
              data-used={isUsed}
              title={w.translation ?? undefined}
              className={
                isUsed
                  ? 'inline-flex items-center gap-1 rounded-full bg-emerald-100 px-3 py-1 text-sm font-medium text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-100'
                  : 'inline-flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200'
              }
            >
              {isUsed && <Check className="size-3.5" aria-hidden="true" />}
              <span>{w.word}</span>
              {w.translation && (
                <span className="text-xs text-slate-500 dark:text-slate-400">· {w.translation}</span>
              )}
              {isUsed && <span className="sr-only">{t('dueWords.used')}</span>}
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-slate-500 dark:text-slate-400">{t('dueWords.hint')}</p>
    </section>
  );
}
