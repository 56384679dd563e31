import { sentenceSpans } from '../text.js';

/** A stretch of the entry checked on its own; `start` is its offset in the entry. */
export interface CheckPart {
  start: number;
  text: string;
  /** Cut inside a sentence (one longer than a part): its first word does not start a sentence. */
  midSentence: boolean;
}

export interface SplitForCheck {
  parts: CheckPart[];
  /** Where checking stops: text.length, or less when the entry is longer than `maxChars`. */
  checkedTo: number;
}

/**
 * Whole sentences packed into parts of at most `partChars` (decision 200), so that one long entry is
 * checked as several short turns of the shared checker and other learners' checks go in between. A
 * sentence longer than a part is cut at a space (or, with none, anywhere but inside a surrogate pair).
 * Nothing past `maxChars` is checked. Linear: one sentence scan, one pass.
 */
export function splitForCheck(text: string, partChars: number, maxChars: number): SplitForCheck {
  const limit = Math.min(text.length, maxChars);
  const parts: CheckPart[] = [];
  let start = 0;
  let midSentence = false;
  const push = (end: number, cutInside: boolean) => {
    if (text.slice(start, end).trim() !== '')
      parts.push({ start, text: text.slice(start, end), midSentence });
    start = end;
    midSentence = cutInside;
  };
  for (const s of sentenceSpans(text)) {
    if (s.start >= limit) break;
    const end = Math.min(s.end, limit);
    // The sentence does not fit after what the part holds already: close the part before it.
    // The spaces before it may not fit either: they are skipped, never checked.
    if (end - start > partChars && s.start > start) {
      push(Math.min(s.start, start + partChars), false);
      start = s.start;
    }
    while (end - start > partChars) push(cutPoint(text, start, start + partChars), true);
    // A sentence cut at the limit is checked only as far as the limit: it is not whole.
    if (end < s.end) {
      push(end, true);
      break;
    }
  }
  // What follows the last sentence (spaces, or text past a sentence cut at the limit).
  while (limit - start > partChars) push(cutPoint(text, start, start + partChars), true);
  if (start < limit) push(limit, false);
  return { parts, checkedTo: limit };
}

/** The last space after `from` and at most at `to`; else `to`, moved off a surrogate pair's middle. */
function cutPoint(text: string, from: number, to: number): number {
  for (let i = to; i > from + 1; i--) if (text[i - 1]!.trim() === '') return i;
  const low = text.charCodeAt(to);
  return low >= 0xdc00 && low <= 0xdfff && to - 1 > from ? to - 1 : to;
}
