import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';

interface Props {
  content: string;
  editable: boolean;
  editing: boolean;
  text: string;
  onStartEditing: () => void;
  onChange: (text: string) => void;
  /** Replaces the plain text (the corrections editor once analyzed). */
  replacement?: ReactNode;
}

/** Editing starts where the learner most likely continues: after the last word. */
function focusAtEnd(textarea: HTMLTextAreaElement | null) {
  if (!textarea || document.activeElement === textarea) return;
  textarea.focus();
  textarea.setSelectionRange(textarea.value.length, textarea.value.length);
}

const surface =
  'block w-full rounded-2xl border bg-white p-5 text-base leading-relaxed text-slate-800 dark:bg-slate-900 dark:text-slate-100';

/** The entry's text: click it to edit (only before analysis). */
export function EntryContent({
  content,
  editable,
  editing,
  text,
  onStartEditing,
  onChange,
  replacement,
}: Props) {
  const { t } = useT();
  if (editing) {
    return (
      <textarea
        aria-label={t('journal.entry.label')}
        ref={focusAtEnd}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        rows={12}
        className={`${surface} min-h-[40vh] resize-y border-indigo-300 shadow-sm focus:border-indigo-400 focus:ring-2 focus:ring-indigo-500 focus:outline-none dark:border-indigo-500/50`}
      />
    );
  }
  if (replacement) return <>{replacement}</>;
  if (!editable) {
    return (
      <div
        className={`${surface} border-slate-200 whitespace-pre-wrap dark:border-slate-800`}
        data-testid="entry-content"
      >
        {content}
      </div>
    );
  }
  return (
    <button
      type="button"
      onClick={onStartEditing}
      title={t('journal.entry.clickToEdit')}
      className={`${surface} cursor-text border-slate-200 text-left whitespace-pre-wrap hover:border-indigo-300 dark:border-slate-800 dark:hover:border-indigo-500/50`}
    >
      <span data-testid="entry-content">{content}</span>
      <span className="sr-only"> {t('journal.entry.clickToEditHint')}</span>
    </button>
  );
}
