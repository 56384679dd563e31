import type { EntryPrompt, WritingPrompt } from '@inkwell/contract';
import { useState } from 'react';
import { useT } from '../i18n/use-t';
import { useGeneratePrompt, useNextPrompt } from './api';

const linkButton =
  'text-sm font-medium text-indigo-600 underline-offset-2 hover:underline dark:text-indigo-300';

/**
 * A writing prompt above the New Entry editor: "Write about this" starts the entry from it (it is saved
 * with the entry), "Another prompt" shuffles, "Skip" hides prompts on this page. Hidden when the learner
 * turned prompts off, has no prompt for their language, or the request failed: writing never waits on it.
 */
export function PromptCard({
  chosen,
  onChoose,
}: {
  chosen: EntryPrompt | null;
  onChoose: (prompt: EntryPrompt | null) => void;
}) {
  const [shown, setShown] = useState<string[]>([]);
  const [skipped, setSkipped] = useState(false);
  const [translated, setTranslated] = useState(false);
  const next = useNextPrompt(shown, !skipped && chosen === null);
  const generate = useGeneratePrompt();
  // A prompt the model wrote replaces the bank's until the learner asks for another.
  const [written, setWritten] = useState<WritingPrompt | null>(null);
  const { t } = useT();

  if (chosen) {
    return (
      <section aria-label={t('prompt.label')} className="rounded-xl bg-indigo-50 p-3 dark:bg-indigo-950/40">
        <p className="text-sm text-slate-700 dark:text-slate-200">
          {t('journal.writingAbout')} <span className="font-medium">{chosen.text}</span>{' '}
          <button type="button" className={linkButton} onClick={() => onChoose(null)}>
            {t('prompt.remove')}
          </button>
        </p>
      </section>
    );
  }
  const prompt: WritingPrompt | null | undefined = written ?? next.data?.prompt;
  const canGenerate = next.data?.can_generate === true;
  if (skipped || (!prompt && !canGenerate)) return null;
  const writeNew = (
    <button
      type="button"
      className={linkButton}
      disabled={generate.isPending}
      onClick={() =>
        generate.mutate(undefined, {
          onSuccess: (answer) => {
            setTranslated(false);
            setWritten(answer.prompt);
          },
        })
      }
    >
      {generate.isPending ? t('prompt.writing') : t('prompt.writeNew')}
    </button>
  );
  const failure = generate.isError && (
    <p role="alert" className="text-sm text-rose-700 dark:text-rose-300">
      {generate.error.message}
    </p>
  );
  if (!prompt) {
    return (
      <section
        aria-label={t('prompt.label')}
        className="space-y-2 rounded-xl border border-indigo-100 bg-white p-4 dark:border-indigo-900 dark:bg-slate-900"
      >
        <p className="text-sm text-slate-700 dark:text-slate-200">{t('prompt.wantIdea')}</p>
        <div className="flex flex-wrap gap-4">{writeNew}</div>
        {failure}
      </section>
    );
  }
  return (
    <section
      aria-label={t('prompt.label')}
      className="space-y-2 rounded-xl border border-indigo-100 bg-white p-4 dark:border-indigo-900 dark:bg-slate-900"
    >
      <p className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {t('prompt.levelLine', { level: prompt.level })}
      </p>
      <p className="text-lg text-slate-900 dark:text-slate-50">{prompt.text}</p>
      {translated && prompt.translation && (
        <p className="text-sm text-slate-600 italic dark:text-slate-300">{prompt.translation}</p>
      )}
      <div className="flex flex-wrap gap-4">
        <button
          type="button"
          className={linkButton}
          onClick={() => onChoose({ id: prompt.id, text: prompt.text })}
        >
          {t('prompt.writeAbout')}
        </button>
        {prompt.translation && (
          <button type="button" className={linkButton} onClick={() => setTranslated((shown) => !shown)}>
            {translated ? t('prompt.hideTranslation') : t('prompt.showTranslation')}
          </button>
        )}
        <button
          type="button"
          className={linkButton}
          onClick={() => {
            setTranslated(false);
            setWritten(null);
            if (prompt.id) setShown((ids) => [...ids, prompt.id!]);
          }}
        >
          {t('prompt.another')}
        </button>
        {canGenerate && writeNew}
        <button type="button" className={linkButton} onClick={() => setSkipped(true)}>
          {t('prompt.skip')}
        </button>
      </div>
      {failure}
    </section>
  );
}
