import type { EntryVersion, JournalEntry } from '@inkwell/contract';
import { History, Loader2, PenLine } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { Button } from '../../ui/Button';
import { useEntryVersions, useReviseEntry } from '../api/entry-versions';
import { WordDiffView } from './WordDiffView';

/**
 * Revise after analysis (issue 25): the learner rewrites an analysed entry and analyses the new version;
 * the earlier versions, with how each was assessed, stay below and compare word by word with the current text.
 */
export function EntryRevisions({ entry }: { entry: JournalEntry }) {
  const analyzed = entry.analysis_state === 'analyzed';
  // Versions exist only for an entry analysed at least once: an unrevised draft asks for nothing.
  const versions = useEntryVersions(entry.id, analyzed || entry.version > 1);
  const earlier = versions.data ?? [];
  const { t } = useT();
  return (
    <section aria-label={t('journal.revisions.label')} className="space-y-4">
      {analyzed && <ReviseControl entry={entry} />}
      {earlier.length > 0 && <EarlierVersions entry={entry} versions={earlier} />}
    </section>
  );
}

function ReviseControl({ entry }: { entry: JournalEntry }) {
  const [text, setText] = useState<string | null>(null);
  const revise = useReviseEntry(entry.id);
  const { t } = useT();
  if (text === null) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => setText(entry.data.content)}>
          <PenLine className="size-4" aria-hidden="true" />
          {t('journal.revisions.revise')}
        </Button>
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('journal.revisions.reviseHint')}</p>
      </div>
    );
  }
  const unchanged = text === entry.data.content;
  const save = () =>
    revise.mutate({ content: text, version: entry.version }, { onSuccess: () => setText(null) });
  return (
    <div className="space-y-3 rounded-2xl border border-indigo-200 p-4 dark:border-indigo-500/40">
      <label className="block space-y-2">
        <span className="text-sm font-medium text-slate-800 dark:text-slate-100">
          {t('journal.revisions.yourRevision')}
        </span>
        <textarea
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={10}
          className="block w-full resize-y rounded-xl border border-slate-300 bg-white p-4 leading-relaxed text-slate-800 focus:border-indigo-400 focus:ring-2 focus:ring-indigo-500 focus:outline-none dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
        />
      </label>
      {revise.isError && (
        <p role="alert" className="text-sm text-rose-700 dark:text-rose-300">
          {revise.error.message}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="strong"
          onClick={save}
          disabled={revise.isPending || unchanged || text.trim() === ''}
        >
          {revise.isPending && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
          {t('journal.revisions.save')}
        </Button>
        <Button variant="ghost" onClick={() => setText(null)} disabled={revise.isPending}>
          {t('journal.revisions.cancel')}
        </Button>
        <span className="text-sm text-slate-500 dark:text-slate-400">
          {unchanged ? t('journal.revisions.unchanged') : t('journal.revisions.thenAnalyze')}
        </span>
      </div>
    </div>
  );
}

function EarlierVersions({ entry, versions }: { entry: JournalEntry; versions: EntryVersion[] }) {
  const [shown, setShown] = useState(versions.length);
  const version = versions.find((v) => v.number === shown) ?? versions[versions.length - 1]!;
  const current = versions.length + 1;
  const { t } = useT();
  return (
    <div className="space-y-3 rounded-2xl border border-slate-200 p-4 dark:border-slate-800">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-slate-50">
        <History className="size-5" aria-hidden="true" />
        {t('journal.revisions.earlier')}
      </h2>
      <div className="flex flex-wrap gap-2" role="group" aria-label={t('journal.revisions.compare')}>
        {versions.map((v) => (
          <Button
            key={v.number}
            variant="small"
            aria-pressed={v.number === version.number}
            onClick={() => setShown(v.number)}
            className={v.number === version.number ? 'bg-indigo-50 dark:bg-indigo-950/50' : undefined}
          >
            {t('journal.revisions.version', { n: v.number })}
          </Button>
        ))}
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300">{assessmentLine(version, t)}</p>
      <WordDiffView
        before={version.content}
        after={entry.data.content}
        label={t('journal.revisions.diffLabel', { n: version.number, current })}
      />
    </div>
  );
}

/** What the version's assessment said, in one line. */
function assessmentLine(v: EntryVersion, t: ReturnType<typeof useT>['t']): string {
  if (!v.assessment) return t('journal.revisions.notAnalyzed', { n: v.number });
  return t('journal.revisions.assessed', {
    n: v.number,
    level: v.assessment.student_language_level,
    corrections: v.assessment.corrections.length,
  });
}
