import type { EntryPrompt, WritingPrompt } from '@inkwell/contract';
import { useState } from 'react';
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

  if (chosen) {
    return (
      <section aria-label="Writing prompt" className="rounded-xl bg-indigo-50 p-3 dark:bg-indigo-950/40">
        <p className="text-sm text-slate-700 dark:text-slate-200">
          Writing about: <span className="font-medium">{chosen.text}</span>{' '}
          <button type="button" className={linkButton} onClick={() => onChoose(null)}>
            Remove prompt
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
      {generate.isPending ? 'Writing a prompt…' : 'Write me a new one'}
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
        aria-label="Writing prompt"
        className="space-y-2 rounded-xl border border-indigo-100 bg-white p-4 dark:border-indigo-900 dark:bg-slate-900"
      >
        <p className="text-sm text-slate-700 dark:text-slate-200">Want an idea to write about?</p>
        <div className="flex flex-wrap gap-4">{writeNew}</div>
        {failure}
      </section>
    );
  }
  return (
    <section
      aria-label="Writing prompt"
      className="space-y-2 rounded-xl border border-indigo-100 bg-white p-4 dark:border-indigo-900 dark:bg-slate-900"
    >
      <p className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
        Writing prompt · {prompt.level}
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
          Write about this
        </button>
        {prompt.translation && (
          <button type="button" className={linkButton} onClick={() => setTranslated((t) => !t)}>
            {translated ? 'Hide translation' : 'Show translation'}
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
          Another prompt
        </button>
        {canGenerate && writeNew}
        <button type="button" className={linkButton} onClick={() => setSkipped(true)}>
          Skip
        </button>
      </div>
      {failure}
    </section>
  );
}
