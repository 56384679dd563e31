import { useMemo } from 'react';
import { useT } from '../../i18n/use-t';
import { diffCounts, wordDiff } from '../../lib/word-diff';

/** Two texts compared word by word: dropped words struck through in red, added ones underlined in green. */
export function WordDiffView({ before, after, label }: { before: string; after: string; label: string }) {
  const parts = useMemo(() => wordDiff(before, after), [before, after]);
  const { added, removed } = diffCounts(parts);
  const { t } = useT();
  return (
    <figure className="space-y-2">
      <figcaption className="text-sm text-slate-600 dark:text-slate-300">
        {t('journal.diff.counts', { label, added, removed })}
      </figcaption>
      <p
        data-testid="word-diff"
        className="rounded-xl border border-slate-200 bg-white p-4 leading-relaxed whitespace-pre-wrap text-slate-800 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100"
      >
        {parts.map((p, i) =>
          p.kind === 'same' ? (
            <span key={i}>{p.text}</span>
          ) : p.kind === 'removed' ? (
            <del
              key={i}
              className="rounded bg-rose-100 text-rose-800 decoration-rose-600 dark:bg-rose-950/60 dark:text-rose-200"
            >
              {p.text}
            </del>
          ) : (
            <ins
              key={i}
              className="rounded bg-emerald-100 text-emerald-900 no-underline dark:bg-emerald-950/60 dark:text-emerald-200"
            >
              {p.text}
            </ins>
          ),
        )}
      </p>
    </figure>
  );
}
