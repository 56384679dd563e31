import type { DiffPart } from '../lib/word-diff';

/** Longest phrase offered for the deck: a vocabulary item's word holds at most 200 characters. */
export const PHRASE_MAX_CHARS = 200;
/** Punctuation and spaces a phrase neither starts nor ends with. */
const EDGES = /^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu;

/** A selection or span as a phrase to learn: edges trimmed of spaces and punctuation, within the bound. */
export function phraseFrom(text: string): string {
  const phrase = text.replace(/\s+/g, ' ').replace(EDGES, '');
  return phrase.length > PHRASE_MAX_CHARS || !/[\p{L}\p{N}]/u.test(phrase) ? '' : phrase;
}

/** The spans the native-like version added or changed, as phrases, each once, in reading order. */
export function changedPhrases(parts: readonly DiffPart[], max = 8): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of parts) {
    if (part.kind !== 'added') continue;
    const phrase = phraseFrom(part.text);
    const key = phrase.toLocaleLowerCase();
    if (!phrase || seen.has(key)) continue;
    seen.add(key);
    out.push(phrase);
    if (out.length === max) break;
  }
  return out;
}

/** The sentence of `text` holding the first occurrence of `phrase`, as the card's example ('' when absent). */
export function sentenceAround(text: string, phrase: string): string {
  const at = text.indexOf(phrase);
  if (at < 0) return '';
  const before = text.slice(0, at);
  const start = Math.max(before.search(/[^.!?…\n]*$/), 0);
  const rest = text.slice(at + phrase.length);
  const end = rest.search(/[.!?…](\s|$)|\n/);
  const sentence = text.slice(start, end < 0 ? text.length : at + phrase.length + end + 1).trim();
  return sentence.length > 1000 ? '' : sentence;
}

/** The two sides of a diff: the learner's text (kept and removed words), the native one (kept and added). */
export function diffSides(parts: readonly DiffPart[]): { learner: DiffPart[]; native: DiffPart[] } {
  return {
    learner: parts.filter((p) => p.kind !== 'added'),
    native: parts.filter((p) => p.kind !== 'removed'),
  };
}
