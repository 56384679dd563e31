import type { CodedText } from '@inkwell/contract';
import { useT } from '../i18n/use-t';
import { noteTexts } from '../i18n/coded-text';

/**
 * The assessor's honest remarks, e.g. that no offline checker exists for the entry's language: each from
 * its code in the interface language (decision 294), or as the server wrote it.
 */
export function AssessorNotes({
  notes,
  codes,
}: {
  notes: readonly string[];
  codes?: readonly (CodedText | null)[] | undefined;
}) {
  useT(); // re-render when the interface language changes
  if (notes.length === 0) return null;
  return (
    <ul className="list-disc space-y-0.5 pl-5 text-xs text-slate-600 dark:text-slate-300">
      {noteTexts(notes, codes).map((note, i) => (
        <li key={i}>{note}</li>
      ))}
    </ul>
  );
}
