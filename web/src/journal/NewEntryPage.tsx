import { Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMonthEntries } from './api/get-month-entries';
import { useStoreJournalEntry } from './api/store-journal-entry';
import { useT } from '../i18n/use-t';
import { ApiError } from '../lib/api';
import { browserTimeZone } from '../lib/time-zone';
import { clearDraft, draftKey, loadDraft, saveDraft } from './draft-store';
import { dayFromDateParam, dayKey, formatLongDate, localDayOf, localMidnightSeconds } from './local-day';
import { useDraftOwner } from './use-draft-owner';
import { EntryLengthNote } from './components/EntryLengthNote';
import { countWords } from './word-count';
import { PromptCard } from '../prompts/PromptCard';
import { DueWordsPanel } from '../due-words/DueWordsPanel';
import type { EntryPrompt } from '@inkwell/contract';

/** New Journal Entry ('/journals/new?date=<unix seconds>'); without a valid date it is today's entry. */
export default function NewEntryPage() {
  const navigate = useNavigate();
  const { t, locale } = useT();
  const [params] = useSearchParams();
  const dateParam = params.get('date');
  const [fallbackDay] = useState(() => localDayOf(new Date()));
  const day = dayFromDateParam(dateParam) ?? fallbackDay;
  const key = dayKey(day);

  const owner = useDraftOwner();
  const storageKey = owner ? draftKey(owner, key) : null;
  const [content, setContent] = useState('');
  const [prompt, setPrompt] = useState<EntryPrompt | null>(null);
  const typed = useRef(false);
  const store = useStoreJournalEntry();

  // Restore the kept draft once the owner is known, unless the learner already started typing.
  useEffect(() => {
    if (!storageKey || typed.current) return;
    const draft = loadDraft(storageKey);
    if (draft !== null) setContent(draft);
  }, [storageKey]);

  // One entry per day: the server refuses a second one (409), so point at the existing entry instead.
  const month = useMonthEntries(day.year, day.month);
  const existing = month.data?.find((entry) => entry.day === key);
  const dayTaken = store.error instanceof ApiError && store.error.status === 409;
  // Saving refetches the month before the page moves on: the entry it finds then is the one just saved.
  const savingOrSaved = store.isPending || store.isSuccess;

  const change = (text: string) => {
    typed.current = true;
    setContent(text);
    if (storageKey) saveDraft(storageKey, text);
  };

  const canSave = content.trim() !== '' && !store.isPending;
  const save = () => {
    if (!canSave) return;
    store.mutate(
      {
        date: String(localMidnightSeconds(day)),
        content,
        time_zone: browserTimeZone(),
        ...(prompt ? { prompt } : {}),
      },
      {
        onSuccess: (entry) => {
          if (storageKey) clearDraft(storageKey);
          void navigate(`/journal/${entry.id}`);
        },
        // Another tab or device saved this day after the page loaded: learn that entry's id to link it.
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) void month.refetch();
        },
      },
    );
  };

  const words = countWords(content);
  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-6">
      <header className="space-y-1">
        <p className="text-sm font-medium text-indigo-600 dark:text-indigo-300">{t('newEntry.kicker')}</p>
        <h1 className="text-2xl font-semibold text-slate-900 dark:text-slate-50">
          {formatLongDate(day, locale)}
        </h1>
      </header>
      {existing && !dayTaken && !savingOrSaved && (
        <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-800 dark:bg-amber-950/40 dark:text-amber-200">
          {t('newEntry.existing')}{' '}
          <Link to={`/journal/${existing.id}`} className="font-medium underline underline-offset-2">
            {t('newEntry.openThat')}
          </Link>
        </p>
      )}
      <PromptCard chosen={prompt} onChoose={setPrompt} />
      <DueWordsPanel text={content} />
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <textarea
          aria-label={t('newEntry.textLabel')}
          value={content}
          onChange={(event) => change(event.target.value)}
          placeholder={t('newEntry.placeholder')}
          autoFocus
          rows={14}
          className="block min-h-[50vh] w-full resize-y rounded-2xl border border-slate-200 bg-white p-5 text-base leading-relaxed text-slate-800 shadow-sm placeholder:text-slate-400 focus:border-indigo-400 focus:ring-2 focus:ring-indigo-500 focus:outline-none dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500"
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-500 dark:text-slate-400" aria-live="polite">
            {t('words', { n: words })}
            <EntryLengthNote text={content} />
            {content.trim() !== '' && ` · ${t('newEntry.draftKept')}`}
          </p>
          <button
            type="submit"
            disabled={!canSave}
            className="inline-flex items-center gap-2 rounded-xl bg-indigo-600 px-6 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500 disabled:cursor-not-allowed disabled:opacity-50 dark:bg-indigo-500 dark:hover:bg-indigo-600"
          >
            {store.isPending && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
            {store.isPending ? t('newEntry.saving') : t('newEntry.save')}
          </button>
        </div>
        {store.isError && (
          <p
            role="alert"
            className="rounded-xl bg-rose-50 p-3 text-sm text-rose-700 dark:bg-rose-950/40 dark:text-rose-200"
          >
            {t('newEntry.saveError', { message: store.error.message })}
            {dayTaken && (
              <>
                {' '}
                {t('newEntry.draftStays')}{' '}
                {existing ? (
                  <Link to={`/journal/${existing.id}`} className="font-medium underline underline-offset-2">
                    {t('newEntry.openExisting')}
                  </Link>
                ) : (
                  t('newEntry.lookingUp')
                )}
              </>
            )}
          </p>
        )}
      </form>
    </div>
  );
}
