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
 * null when the sentence does not contain it.
 */
export function blankOut(sentence: string, target: string): string | null {
  const t = target.trim();
  if (!t) return null;
  const escaped = t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const re = new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}(?=$|[^\\p{L}\\p{N}])`, 'iu');
  if (!re.test(sentence)) return null;
  return sentence.replace(re, (_m, before: string) => `${before}_____`);
}

/** The words of the corrected sentence that the mistake did not have (what a learner must fill in). */
export function changedWords(mistake: string, sentence: string): string[] {
  const wrong = new Set(mistake.toLowerCase().split(/\s+/));
  return sentence.split(/\s+/).filter((w) => w && !wrong.has(w.toLowerCase()));
}
