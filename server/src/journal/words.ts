// Word counting that works for scripts without spaces (Chinese, Japanese, Thai) as well as for
// space-separated ones: Intl.Segmenter's word boundaries in the entry's language.
import { WORD_PIECE, countWordLikeSegments, endsWord, segmenterFor } from '@inkwell/contract';

/** Number of word-like segments in `text` (punctuation and spaces do not count). */
export function countWords(text: string, language: string | null = null): number {
  const segmenter = segmenterFor(language);
  let count = 0;
  // The piece [from, to) waiting for the segmenter (-1: none), and the plain words after it.
  let from = -1;
  let to = -1;
  let tail = 0;
  for (let i = 0; i < text.length;) {
    if (endsWord(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    const plain = plainToken(text, i);
    i = plain.end;
    if (plain.words >= 0) {
      if (from < 0) count += plain.words;
      else tail += plain.words;
      continue;
    }
    if (from >= 0 && i - from > WORD_PIECE) {
      count += countWordLikeSegments(segmenter, text, from, to) + tail;
      from = -1;
    }
    if (from < 0) from = start;
    // Plain words between two pieces' tokens are inside the piece now: the segmenter counts them.
    tail = 0;
    to = i;
  }
  if (from >= 0) count += countWordLikeSegments(segmenter, text, from, to) + tail;
  return count;
}

/**
 * countWords when no token of `text` needs the segmenter, so the count is the same in every language;
 * undefined otherwise. Lets a save count words before reading the entry's language (decision 323).
 */
export function languageFreeCount(text: string): number | undefined {
  let count = 0;
  for (let i = 0; i < text.length;) {
    if (endsWord(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const plain = plainToken(text, i);
    if (plain.words < 0) return undefined;
    count += plain.words;
    i = plain.end;
  }
  return count;
}

// Why not segment the whole text: V8's segment iterator slows down with the text's length (see
// word-segments.ts), and an import counts thousands of days. By the Unicode word-break rules (UAX #29) a
// boundary always falls at whitespace (endsWord), so the text is counted token by token: a token of Latin or
// Cyrillic letters, digits and common punctuation is counted here by those rules; any other token goes to
// the segmenter, in pieces of a few hundred characters. words.test.ts compares the count with the plain
// segmenter's on random text.

const LETTER = 1;
const DIGIT = 2;

/** ASCII letters, Latin-1 to Latin Extended-B, Latin Extended Additional, basic Cyrillic: all ALetter. */
function alnum(c: number): number {
  if (c >= 48 && c <= 57) return DIGIT;
  if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90)) return LETTER;
  if (c < 0xc0) return 0;
  if (
    (c <= 0x24f && c !== 0xd7 && c !== 0xf7) ||
    (c >= 0x400 && c <= 0x45f) ||
    (c >= 0x1e00 && c <= 0x1eff)
  ) {
    return LETTER;
  }
  return 0;
}

// Punctuation between two letters or digits: . ' ‘ ’ join letters to letters and digits to digits
// (MidNumLet, Single_Quote: don't, e.g, 3.5), , ; join digits only (MidNum: 3,5); the rest joins
// nothing (Other). Anything else (a colon, which some locales join, a mark, other scripts) goes to the
// segmenter.
const JOINS_BOTH = new Set([0x2e, 0x27, 0x2018, 0x2019]);
const JOINS_DIGITS = new Set([0x2c, 0x3b]);
const JOINS_NOTHING = new Set([
  0x21, 0x3f, 0x22, 0x28, 0x29, 0x5b, 0x5d, 0x2d, 0xa1, 0xbf, 0xab, 0xbb, 0x201c, 0x201d, 0x2026, 0x2013,
  0x2014,
]);
/** At a token's edge (whitespace or nothing on the other side) none of these join anything; a colon neither. */
const isPunct = (c: number) => JOINS_BOTH.has(c) || JOINS_DIGITS.has(c) || JOINS_NOTHING.has(c) || c === 0x3a;

/** The token starting at `i` (up to the next whitespace) and its words, or -1 when the segmenter must count. */
function plainToken(text: string, i: number): { end: number; words: number } {
  let words = 0;
  // Kind of the last letter or digit (0: none yet), punctuation since it, and the first of those.
  let last = 0;
  let puncts = 0;
  let mid = 0;
  let plain = true;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (endsWord(c)) break;
    if (!plain) continue;
    const kind = alnum(c);
    if (kind === 0) {
      if (!isPunct(c)) plain = false;
      else if (puncts++ === 0) mid = c;
      continue;
    }
    if (last === 0) words = 1;
    else if (puncts === 1 && mid === 0x3a) plain = false;
    else if (puncts > 1 || (puncts === 1 && !joins(mid, last, kind))) words++;
    last = kind;
    puncts = 0;
  }
  return { end: i, words: plain ? words : -1 };
}

/** Whether one punctuation mark between two letters or digits keeps them in one word. */
function joins(mark: number, before: number, after: number): boolean {
  if (before !== after) return false;
  return JOINS_BOTH.has(mark) || (before === DIGIT && JOINS_DIGITS.has(mark));
}

/** A one-line preview: whitespace collapsed, cut at `max` characters on a word boundary when possible. */
export function excerptOf(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
