/** The assessor's honest remarks, e.g. that no offline checker exists for the entry's language. */
export function AssessorNotes({ notes }: { notes: readonly string[] }) {
  if (notes.length === 0) return null;
  return (
    <ul className="list-disc space-y-0.5 pl-5 text-xs text-slate-600 dark:text-slate-300">
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}
