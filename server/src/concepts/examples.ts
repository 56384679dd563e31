/**
 * Reading the examples stored on a concept. Examples written as a correction ("I has went → I have gone",
 * also "->" or "=>") carry both the mistake and its fix; plain examples carry only a sentence.
 */
export interface ParsedExample {
  sentence: string;
  /** The wrong form when the example was written as a correction. */
  mistake: string | null;
}

const ARROW = /\s*(?:→|->|=>)\s*/;

export function parseExample(raw: string): ParsedExample {
  const parts = raw.split(ARROW).map((p) => p.trim());
  if (parts.length === 2 && parts[0] && parts[1]) return { sentence: parts[1], mistake: parts[0] };
  return { sentence: raw.trim(), mistake: null };
}

/** The fix a correction-style example records: the words that differ, and the learner's window as written. */
export interface ExampleFix {
  /** The learner's form of the changed words and their correction; neither is empty. */
  wrong: string;
  right: string;
  /** The stored learner window as the learner wrote it (only its `wrong` span was ever checked). */
  learnerWords: string;
  /** The window with only this fix applied: may still hold a mistake the checker missed. */
  correctedWords: string;
  /** The learner's window with their form of the span as a gap. */
  gapped: string;
}

/**
 * The changed words of a "wrong window → right window" example, after the words both sides share at
 * the start and end. An insertion or deletion takes in a neighbouring word, so both forms have words.
 * Null for a plain example or one with no change.
 */
export function exampleFix(raw: string): ExampleFix | null {
  const { sentence: right, mistake: wrong } = parseExample(raw);
  if (!wrong || !right || wrong === right) return null;
  const a = wrong.split(/\s+/);
  const b = right.split(/\s+/);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a.at(-1 - tail) === b.at(-1 - tail)) tail++;
  if (a.length - tail <= head || b.length - tail <= head) {
    if (head > 0) head--;
    else tail = Math.max(0, tail - 1);
  }
  const span = (w: string[]) => w.slice(head, w.length - tail).join(' ');
  if (!span(a).trim() || !span(b).trim() || span(a) === span(b)) return null;
  const gapped = [...a.slice(0, head), '_____', ...a.slice(a.length - tail)].join(' ');
  return { wrong: span(a), right: span(b), learnerWords: wrong, correctedWords: right, gapped };
}

/** JSON text of a string array (stored columns); anything else reads as an empty list. */
export function readList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The sentence with `target` replaced by a blank, matched as a whole word ignoring case;
 * null when the sentence does not contain it. A scan, not a RegExp built from the word: compiling a
 * case-insensitive Unicode pattern costs milliseconds, once per distinct word, which made the card
 * exports take tens of seconds for 50,000 cards (decision 177).
 */
export function blankOut(sentence: string, target: string): string | null {
  const t = target.trim();
  if (!t) return null;
  const want = t.toLowerCase();
  for (let i = 0; i + t.length <= sentence.length; i++) {
    const end = i + t.length;
    if (wordCharBefore(sentence, i) || wordCharAt(sentence, end)) continue;
    if (sentence.slice(i, end).toLowerCase() === want)
      return `${sentence.slice(0, i)}_____${sentence.slice(end)}`;
  }
  return null;
}

const WORD_CHAR = /^[\p{L}\p{N}]$/u;
const wordCharAt = (s: string, i: number) =>
  i < s.length && WORD_CHAR.test(String.fromCodePoint(s.codePointAt(i)!));
/** The character that ends just before index i (a surrogate pair counts as one). */
const wordCharBefore = (s: string, i: number) =>
  i > 0 && wordCharAt(s, i >= 2 && /[\uDC00-\uDFFF]/.test(s[i - 1]!) ? i - 2 : i - 1);
