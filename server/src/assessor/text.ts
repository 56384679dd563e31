/** Small text helpers shared by the anchoring, the offline assessor and the level estimate. */

export interface Span {
  start: number;
  end: number;
}

const SENTENCE_END = new Set(['.', '!', '?', '…']);
const CLOSERS = new Set(['"', "'", '»', '”', ')']);
let lastText: string | null = null;
let lastSpans: readonly Span[] = [];

/**
 * Sentence spans of `text` (UTF-16 offsets), split after . ! ? … (and closing quotes or brackets) when
 * a space or the end follows, and at line breaks. One linear scan (a regex over "Ciao" and 19,990 dots
 * backtracked for seconds, issue 21); the last text's spans are kept, as the level estimate, the
 * anchoring and the vocabulary ask for the same entry's sentences one after another.
 */
export function sentenceSpans(text: string): readonly Span[] {
  if (text === lastText) return lastSpans;
  const spans: Span[] = [];
  let start = 0;
  let i = 0;
  while (i < text.length) {
    if (text[i] === '\n') {
      while (i < text.length && text[i] === '\n') i++;
      pushTrimmed(text, start, i, spans);
      start = i;
    } else if (SENTENCE_END.has(text[i]!)) {
      while (i < text.length && SENTENCE_END.has(text[i]!)) i++;
      while (i < text.length && CLOSERS.has(text[i]!)) i++;
      // Punctuation not followed by a space (3.5, "¿sí?no") ends no sentence; the scan goes on after it.
      if (i === text.length || /\s/.test(text[i]!)) {
        pushTrimmed(text, start, i, spans);
        start = i;
      }
    } else i++;
  }
  pushTrimmed(text, start, text.length, spans);
  Object.freeze(spans);
  lastText = text;
  lastSpans = spans;
  return spans;
}

function pushTrimmed(text: string, start: number, end: number, out: Span[]): void {
  let s = start;
  let e = end;
  while (s < e && /\s/.test(text[s]!)) s++;
  while (e > s && /\s/.test(text[e - 1]!)) e--;
  if (e > s) out.push({ start: s, end: e });
}

/**
 * The sentence containing [start, end), or the sentences it crosses; at most `maxChars` UTF-16 units
 * around the span (an entry without punctuation is one long "sentence"), cut at grapheme boundaries.
 * Binary searches: O(log sentences) per call.
 */
export function sentenceAround(
  text: string,
  start: number,
  end: number,
  spans: readonly Span[] = sentenceSpans(text),
  maxChars = Number.POSITIVE_INFINITY,
  boundaries: GraphemeBoundaries = graphemeBoundaries(text),
): string {
  const firstIndex = firstIndexWhere(spans, (s) => s.end > start);
  const lastIndex = firstIndexWhere(spans, (s) => s.start >= end) - 1;
  const first = spans[firstIndex] ?? { start, end };
  const last = spans[lastIndex] ?? first;
  let from = Math.min(first.start, start);
  let to = Math.max(last.end, end);
  if (to - from > maxChars) {
    const room = Math.max(0, maxChars - (end - start));
    from = Math.max(from, start - Math.ceil(room / 2));
    to = Math.min(to, Math.max(end, from + maxChars));
    while (from < start && !boundaries.has(from)) from++;
    while (to > end && !boundaries.has(to)) to--;
  }
  return text.slice(from, to);
}

/** Index of the first span for which `test` holds, given it holds for a suffix of `spans`. */
function firstIndexWhere(spans: readonly Span[], test: (s: Span) => boolean): number {
  let lo = 0;
  let hi = spans.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (test(spans[mid]!)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Characters between which Unicode (UAX #29) always breaks graphemes: BMP letters, digits,
 * punctuation, symbols and spaces, minus the few that extend, prepend or join (marks, Hangul jamo,
 * U+0D4E, Thai and Lao AM). Astral characters (emoji, flags) never count as simple.
 */
const SIMPLE =
  /^(?![\p{Grapheme_Extend}\u0D4E\u0E33\u0EB3\u1100-\u11FF\uA960-\uA97F\uD7B0-\uDFFF])[\p{L}\p{N}\p{P}\p{S}\p{Zs}]$/u;
const CONTROL = /^\p{Cc}$/u;
/** A longer run without a certain boundary (zalgo, endless emoji) is not searched: no span ends in it. */
const MAX_WINDOW = 2_048;

export interface GraphemeBoundaries {
  /** True when a span may start or end at UTF-16 offset `at` without splitting a grapheme. */
  has(at: number): boolean;
}

/**
 * Grapheme cluster boundaries of `text`, decided lazily: most offsets by a character-class rule, the
 * rest by Intl.Segmenter over the short window between two certain boundaries (cached). Segmenting a
 * whole 20,000-character entry at once took ~0.5 s on Node 20; this stays near-linear.
 */
export function graphemeBoundaries(text: string): GraphemeBoundaries {
  const certain = (at: number): boolean => {
    if (at <= 0 || at >= text.length) return at === 0 || at === text.length;
    const before = text[at - 1]!;
    const after = text[at]!;
    if (CONTROL.test(before)) return !(before === '\r' && after === '\n');
    if (CONTROL.test(after)) return before !== '\r';
    return SIMPLE.test(before) && SIMPLE.test(after);
  };
  const windows = new Map<number, Set<number>>();
  return {
    has(at) {
      if (at < 0 || at > text.length) return false;
      if (certain(at)) return true;
      let from = at - 1;
      while (from > 0 && at - from <= MAX_WINDOW && !certain(from)) from--;
      let to = at + 1;
      while (to < text.length && to - at <= MAX_WINDOW && !certain(to)) to++;
      if (!certain(from) || !certain(to)) return false;
      let inside = windows.get(from);
      if (!inside) {
        inside = new Set();
        for (const { index } of graphemeSegmenter.segment(text.slice(from, to))) inside.add(from + index);
        windows.set(from, inside);
      }
      return inside.has(at);
    },
  };
}

/**
 * Words for sizing limits, cheaply: whitespace-separated tokens, or one per 8 non-space characters
 * for scripts written without spaces (Chinese, Japanese, Thai), whichever is more.
 */
export function approxWordCount(text: string): number {
  let tokens = 0;
  let letters = 0;
  let inToken = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const space = c === 32 || (c >= 9 && c <= 13) || c === 0xa0 || c === 0x3000;
    if (!space) letters++;
    if (!space && !inToken) tokens++;
    inToken = !space;
  }
  return Math.max(tokens, Math.ceil(letters / 8));
}

/** Word tokens (letters, marks, digits, inner apostrophes and hyphens) with their offsets. */
export function wordTokens(text: string): Array<Span & { word: string }> {
  const out: Array<Span & { word: string }> = [];
  for (const m of text.matchAll(/[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu)) {
    out.push({ word: m[0], start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** Collapses runs of whitespace to one space and trims. */
export function squashSpaces(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}
