import type { JournalEntry } from '@inkwell/contract';
import { Check, Loader2, Save } from 'lucide-react';
import { useDeferredValue } from 'react';
import { useParams } from 'react-router';
import { useT } from '../i18n/use-t';
import { ApiError } from '../lib/api';
import { useJournalEntry } from './api/get-journal-entry';
import { ConflictNotice } from './components/ConflictNotice';
import { EntryContent } from './components/EntryContent';
import { EntryRevisions } from './components/EntryRevisions';
import { ErrorView } from './components/ErrorView';
import { KeptCopy } from './components/KeptCopy';
import { LanguageBadge } from './components/LanguageBadge';
import { SpeakButton } from '../ui/SpeakButton';
import { LoadingState } from './components/LoadingState';
import type { JournalDetailSlots } from './detail-slots';
import { formatLongDate, parseDayKey } from './local-day';
import { useEntryEditor } from './use-entry-editor';
import { EntryLengthNote } from './components/EntryLengthNote';
import { countWords } from './word-count';
import { Button } from '../ui/Button';
import { DueWordsPanel } from '../due-words/DueWordsPanel';

/** Journal detail ('/journal/:entryId'). Later features fill the slots (see detail-slots.ts). */
export default function JournalDetailPage({ slots = {} }: { slots?: JournalDetailSlots }) {
  const { entryId } = useParams();
  const query = useJournalEntry(entryId);
  const { t } = useT();

  if (!entryId) return <ErrorView text={t('journal.noEntryId')} />;
  if (query.isPending) return <LoadingState text={t('journal.loading')} />;
  if (query.isError) return <ErrorView text={loadErrorText(query.error, t)} />;
  return <LoadedEntry entry={query.data} reload={async () => (await query.refetch()).data} slots={slots} />;
}

/** A missing entry (or another learner's: the API answers 404 for both) reads the same, whatever the server says. */
function loadErrorText(error: Error, t: ReturnType<typeof useT>['t']): string {
  if (error instanceof ApiError && error.status === 404) return t('journal.notFound');
  return t('journal.loadFailed', { message: error.message || t('journal.loadFailedFallback') });
}

function LoadedEntry({
  entry,
  reload,
  slots,
}: {
  entry: JournalEntry;
  reload: () => Promise<JournalEntry | undefined>;
  slots: JournalDetailSlots;
}) {
  const editor = useEntryEditor(entry, reload);
  const { t, locale } = useT();
  // The assessment section (below the text) renders in a second, interruptible pass: the entry's text
  // paints first and no single long task blocks the page (decision 114).
  const showBelowText = useDeferredValue(true, false);
  const day = parseDayKey(entry.day);
  const slotProps = { entry, hasUnsavedChanges: editor.dirty };
  const {
    actions: Actions,
    analyzedContent: AnalyzedContent,
    assessment: Assessment,
    deleteAction: DeleteAction,
  } = slots;
  const words = countWords(editor.editing ? editor.text : entry.data.content);
  const longDay = day ? formatLongDate(day, locale) : entry.day;

  return (
    <article className="mx-auto max-w-3xl space-y-5 px-4 py-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold text-slate-900 dark:text-slate-50">{longDay}</h1>
          <p className="flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
            <LanguageBadge code={entry.data.target_language} />
            {entry.data.target_language && entry.data.content.trim() && (
              <SpeakButton
                text={entry.data.content}
                lang={entry.data.target_language}
                label={t('journal.hearEntry')}
              />
            )}
            <span>{t('words', { n: words })}</span>
            {editor.editing && <EntryLengthNote text={editor.text} />}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {editor.editable && (
            <Button variant="strong" onClick={editor.save} disabled={!editor.canSave}>
              {editor.saving ? (
                <>
                  <Loader2 className="size-4 animate-spin" aria-hidden="true" />
                  {t('journal.saving')}
                </>
              ) : editor.dirty ? (
                <>
                  <Save className="size-4" aria-hidden="true" />
                  {t('journal.saveChanges')}
                </>
              ) : (
                <>
                  <Check className="size-4" aria-hidden="true" />
                  {t('journal.saved')}
                </>
              )}
            </Button>
          )}
          {/* Keyed by version: after a revision the analyse control starts afresh for the new text. */}
          {Actions && <Actions key={entry.version} {...slotProps} />}
          {DeleteAction && <DeleteAction {...slotProps} dayLabel={longDay} />}
        </div>
      </header>
      {entry.prompt && (
        <p className="rounded-xl bg-indigo-50 p-3 text-sm text-slate-700 dark:bg-indigo-950/40 dark:text-slate-200">
          {t('journal.writingAbout')} <span className="font-medium">{entry.prompt.text}</span>
        </p>
      )}

      {editor.conflict && <ConflictNotice onLoadLatest={editor.loadLatest} />}
      {editor.saveError && (
        <p
          role="alert"
          className="rounded-xl bg-rose-50 p-3 text-sm text-rose-700 dark:bg-rose-950/40 dark:text-rose-200"
        >
          {editor.saveError}
        </p>
      )}

      <EntryContent
        content={entry.data.content}
        editable={editor.editable}
        editing={editor.editing}
        text={editor.text}
        onStartEditing={editor.startEditing}
        onChange={editor.change}
        replacement={
          AnalyzedContent && entry.analysis_state !== null ? <AnalyzedContent {...slotProps} /> : undefined
        }
      />
      {editor.editing && entry.analysis_state === null && <DueWordsPanel text={editor.text} />}
      {editor.editing && editor.text.trim() === '' && (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('journal.needsText')}</p>
      )}

      {editor.keptCopy !== null && (
        <KeptCopy
          text={editor.keptCopy}
          canRestore={editor.editable}
          onRestore={editor.restoreKeptCopy}
          onDismiss={editor.dismissKeptCopy}
        />
      )}

      {showBelowText && <EntryRevisions entry={entry} />}

      {Assessment && showBelowText && <Assessment {...slotProps} />}
    </article>
  );
}
