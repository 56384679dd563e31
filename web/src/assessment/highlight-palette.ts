/**
 * The rotating palette of correction highlights (15 colours). Class names are written out in
 * full so Tailwind finds them; each pairs a light and a dark-mode variant with readable text.
 */
export const HIGHLIGHT_PALETTE: readonly string[] = [
  'bg-red-100 decoration-red-500 dark:bg-red-900/50',
  'bg-orange-100 decoration-orange-500 dark:bg-orange-900/50',
  'bg-amber-100 decoration-amber-500 dark:bg-amber-900/50',
  'bg-yellow-100 decoration-yellow-500 dark:bg-yellow-900/50',
  'bg-lime-100 decoration-lime-600 dark:bg-lime-900/50',
  'bg-green-100 decoration-green-600 dark:bg-green-900/50',
  'bg-emerald-100 decoration-emerald-600 dark:bg-emerald-900/50',
  'bg-teal-100 decoration-teal-600 dark:bg-teal-900/50',
  'bg-cyan-100 decoration-cyan-600 dark:bg-cyan-900/50',
  'bg-sky-100 decoration-sky-600 dark:bg-sky-900/50',
  'bg-blue-100 decoration-blue-600 dark:bg-blue-900/50',
  'bg-indigo-100 decoration-indigo-500 dark:bg-indigo-900/50',
  'bg-violet-100 decoration-violet-500 dark:bg-violet-900/50',
  'bg-fuchsia-100 decoration-fuchsia-500 dark:bg-fuchsia-900/50',
  'bg-pink-100 decoration-pink-500 dark:bg-pink-900/50',
];

/** The colour of the n-th correction (in text order); the 16th starts over at the first. */
export function highlightColor(index: number): string {
  const n = HIGHLIGHT_PALETTE.length;
  return HIGHLIGHT_PALETTE[((Math.trunc(index) % n) + n) % n]!;
}
