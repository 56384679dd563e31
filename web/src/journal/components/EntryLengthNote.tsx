import { entryLength, JOURNAL_CONTENT_MAX_CHARS } from '@inkwell/contract/values';
import { useT } from '../../i18n/use-t';

/** Shown from this share of the limit on: most entries never see it. */
const SHOW_FROM = 0.9;

/**
 * Characters used out of the entry limit, counted with the contract's entryLength — the same count the
 * API applies, so the editor never accepts a text the server refuses.
 */
export function EntryLengthNote({ text }: { text: string }) {
  const used = entryLength(text);
  const { t } = useT();
  if (used < JOURNAL_CONTENT_MAX_CHARS * SHOW_FROM) return null;
  const over = used > JOURNAL_CONTENT_MAX_CHARS;
  return (
    <span
      data-testid="entry-length"
      className={over ? 'font-medium text-red-600 dark:text-red-400' : 'text-amber-700 dark:text-amber-300'}
    >
      {t('journal.length', { used, max: JOURNAL_CONTENT_MAX_CHARS })}
      {over && t('journal.tooLong')}
    </span>
  );
}
