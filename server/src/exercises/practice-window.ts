/**
 * A short stretch of the learner's sentence around one correction: the only part of a learner
 * sentence a lesson may show, because a checker never finds every mistake (docs/decisions/147).
 */
export interface PracticeWindow {
  /** The learner's words before the span (with a leading "…" when the sentence goes on). */
  before: string;
  /** The learner's form of the span and its correction; neither is empty. */
  wrong: string;
  right: string;
  after: string;
}

export const BLANK = '___';

const isLetter = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}\p{M}]/u.test(ch);

/** Where `part` stands in `sentence` as whole words (else anywhere), or -1. */
function findWhole(sentence: string, part: string): number {
  let first = -1;
  for (let at = sentence.indexOf(part); at >= 0; at = sentence.indexOf(part, at + 1)) {
    if (first < 0) first = at;
    const edgeBefore = !isLetter(part[0]) || !isLetter(sentence[at - 1]);
    const edgeAfter = !isLetter(part.at(-1)) || !isLetter(sentence[at + part.length]);
    if (edgeBefore && edgeAfter) return at;
  }
  return first;
}

/** Whitespace-separated words with their offsets. */
function words(s: string): { start: number; end: number }[] {
  return [...s.matchAll(/\S+/g)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

/**
 * The window of `size` words either side of the learner's `wrong` in `sentence`. A fix that removes
 * words (or adds them) takes in a neighbouring word, so both forms are something to type or see.
 * Null when `wrong` is not in the sentence.
 */
export function practiceWindow(
  sentence: string,
  wrong: string,
  right: string,
  size: number,
): PracticeWindow | null {
  if (!wrong.trim()) return null;
  let start = findWhole(sentence, wrong);
  if (start < 0) return null;
  let end = start + wrong.length;
  let fixed = right;
  const all = words(sentence);
  if (!right.trim()) {
    const prev = all.filter((w) => w.end <= start).at(-1);
    const next = all.find((w) => w.start >= end);
    if (prev) {
      fixed = sentence.slice(prev.start, start).trimEnd();
      start = prev.start;
    } else if (next) {
      fixed = sentence.slice(end, next.end).trimStart();
      end = next.end;
    } else return null;
  }
  const beforeWords = size > 0 ? all.filter((w) => w.end <= start).slice(-size) : [];
  const afterWords = all.filter((w) => w.start >= end).slice(0, size);
  // Punctuation glued to the span's own word (marché.) stays with it.
  const from = beforeWords[0]?.start ?? all.find((w) => w.start <= start && w.end > start)?.start ?? start;
  const to = afterWords.at(-1)?.end ?? all.find((w) => w.start < end && w.end >= end)?.end ?? end;
  const leading = sentence.slice(0, from).trim() ? '…' : '';
  const trailing = sentence
    .slice(to)
    .replace(/[.!?…]+$/, '')
    .trim()
    ? '…'
    : '';
  return {
    before: leading + sentence.slice(from, start),
    wrong: sentence.slice(start, end),
    right: fixed,
    after: sentence.slice(end, to) + trailing,
  };
}

export const blanked = (w: PracticeWindow) => `${w.before}${BLANK}${w.after}`;
export const asWritten = (w: PracticeWindow) => `${w.before}${w.wrong}${w.after}`;
export const withFix = (w: PracticeWindow) => `${w.before}${w.right}${w.after}`;

/** Whether `text` holds `word` as a whole word (case counts: it may be what was corrected). */
export function holdsWord(text: string, word: string): boolean {
  if (!word.trim()) return false;
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    if (!isLetter(text[at - 1]) && !isLetter(text[at + word.length])) return true;
  }
  return false;
}
