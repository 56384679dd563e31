// The word-like segments of a text by Intl.Segmenter, in pieces. Why not the whole text at once: V8's
// segment iterator costs more per segment the longer its text (16,000 dots take ~25 times as long as
// 2,000), so a 20,000-character entry of punctuation stalled the event loop for 150 ms. Pieces of a few
// hundred characters are cut where UAX #29 always breaks words, so the words are the same.

const segmenters = new Map<string, Intl.Segmenter>();

/** The word segmenter of `language`, made once. */
export function segmenterFor(language: string | null): Intl.Segmenter {
  const key = language ?? '';
  let s = segmenters.get(key);
  if (!s) {
    try {
      s = new Intl.Segmenter(language ?? undefined, { granularity: 'word' });
    } catch {
      // A code Intl cannot parse (some constructed or ancient languages) falls back to the root locale.
      s = new Intl.Segmenter(undefined, { granularity: 'word' });
    }
    segmenters.set(key, s);
  }
  return s;
}

/** Longest piece handed to the segmenter when a certain boundary lets it be cut. */
export const WORD_PIECE = 400;
/**
 * A run this long without a certain boundary (no space, no two punctuation marks in a row) is cut anyway:
 * it is not text a learner writes, and a word split in it is cheaper than a stall for every user.
 */
const HARD_PIECE = 4 * WORD_PIECE;

/**
 * Where a word always ends: ASCII whitespace, and the ideographic full stop, comma, exclamation and
 * question marks (Other in UAX #29, outside the dictionary runs of Chinese and Japanese text, which has
 * no spaces to cut at).
 */
export const endsWord = (c: number) =>
  c === 32 || c === 10 || c === 13 || c === 9 || c === 0x3002 || c === 0x3001 || c === 0xff01 || c === 0xff1f;

/** Common punctuation outside ASCII: Other, MidLetter, MidNum or MidNumLet in UAX #29, never a letter. */
const WIDE_BREAKERS = new Set([
  0xa1, 0xab, 0xb7, 0xbb, 0xbf, 0x2013, 0x2014, 0x2018, 0x2019, 0x201c, 0x201d, 0x2026, 0x3000, 0x3001,
  0x3002, 0xff01, 0xff0c, 0xff1a, 0xff1f,
]);

/**
 * Characters of which no two in a row can be inside one word: every UAX #29 rule that joins punctuation
 * needs a letter or digit beside it (WB6, WB7, WB11, WB12), and the underscore (ExtendNumLet) is excluded.
 */
function isBreaker(c: number): boolean {
  if (c < 0x80) return !((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95);
  return WIDE_BREAKERS.has(c);
}

const MARK = /^\p{M}$/u;
/** A hard cut never separates a surrogate pair, a mark or a joiner from what it attaches to. */
const attaches = (c: number, char: string) =>
  (c >= 0xdc00 && c <= 0xdfff) || c === 0x200c || c === 0x200d || MARK.test(char);

/**
 * The pieces [from, to) of text[start, end) to segment one by one: at most WORD_PIECE long where a certain
 * boundary allows, at most HARD_PIECE long always. Pieces of punctuation and spaces alone hold no word
 * and are skipped.
 */
export function* wordPieces(text: string, start = 0, end = text.length): Generator<[number, number]> {
  let from = start;
  // The latest certain boundary after `from` (-1: none yet), and the last non-breaker before it.
  let cut = -1;
  let wordyBeforeCut = -1;
  let lastWordy = -1;
  let previousBreaks = false;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    const breaks = isBreaker(c);
    if (i > from) {
      const certain = (breaks && previousBreaks) || endsWord(c);
      if (certain || (i - from >= HARD_PIECE && !attaches(c, text[i]!))) {
        cut = i;
        wordyBeforeCut = lastWordy;
      }
      if (i - from >= WORD_PIECE && cut > from) {
        if (wordyBeforeCut >= from) yield [from, cut];
        from = cut;
        cut = -1;
      }
    }
    if (!breaks) lastWordy = i;
    previousBreaks = breaks;
  }
  if (lastWordy >= from && end > from) yield [from, end];
}

/** The word-like segments of text[start, end) in `segmenter`'s language, in order. */
export function* wordLikeSegments(
  segmenter: Intl.Segmenter,
  text: string,
  start = 0,
  end = text.length,
): Generator<string> {
  for (const [from, to] of wordPieces(text, start, end)) {
    for (const s of segmenter.segment(text.slice(from, to))) if (s.isWordLike) yield s.segment;
  }
}

/** How many word-like segments text[start, end) has. */
export function countWordLikeSegments(
  segmenter: Intl.Segmenter,
  text: string,
  start = 0,
  end = text.length,
): number {
  let count = 0;
  const words = wordLikeSegments(segmenter, text, start, end);
  while (!words.next().done) count++;
  return count;
}
