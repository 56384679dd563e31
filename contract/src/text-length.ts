/**
 * One definition of "how long is this text", shared by the server's limits, the contract's schemas and
 * the web editor's counter, so a text the editor accepts is never refused by the API.
 *
 * Length is counted in Unicode code points: unlike UTF-16 units it does not count an emoji twice, and
 * unlike grapheme clusters it cannot hide unbounded data (a "character" with 10 000 combining marks).
 */
/** Longest entry the API stores, in entryLength units (code points; about 3 000–4 000 words of prose). */
export const JOURNAL_CONTENT_MAX_CHARS = 20_000;

export function entryLength(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    // A high surrogate followed by a low one is one code point: skip the low half.
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** True when the text has no lone surrogate (it can be encoded as UTF-8 without loss). */
export function isWellFormedText(text: string): boolean {
  LONE_SURROGATE.lastIndex = 0;
  return !LONE_SURROGATE.test(text);
}

/** Each lone surrogate replaced by one U+FFFD, as String.prototype.toWellFormed does (ES2024). */
export function toWellFormedText(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

const graphemes =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : null;

/**
 * At most `max` code points of `text` (see entryLength), cut at a grapheme boundary so no emoji, ZWJ
 * sequence or accented letter is split, and well-formed. Longer texts end with '…' (within `max`).
 */
export function truncateText(text: string, max: number): string {
  const clean = toWellFormedText(text);
  if (entryLength(clean) <= max) return clean;
  const budget = Math.max(0, max - 1);
  let used = 0;
  let end = 0;
  const parts = graphemes ? graphemes.segment(clean) : Array.from(clean, (segment) => ({ segment }));
  for (const { segment } of parts) {
    const size = entryLength(segment);
    if (used + size > budget) break;
    used += size;
    end += segment.length;
  }
  return `${clean.slice(0, end)}…`;
}
