import { readdirSync, readFileSync } from 'node:fs';
import type { CorrectionCategory } from '@inkwell/contract';

/**
 * The gold set: eval/gold/<language>.json, written by hand. Each correction names its original text
 * (and, when the text has it more than once, which occurrence); spans are computed here and checked.
 */

export interface GoldCorrection {
  original: string;
  corrected: string;
  category: CorrectionCategory;
  /** 1-based, among whole-word occurrences; default 1. */
  occurrence?: number;
}

export interface GoldItem {
  language: string;
  text: string;
  corrections: Array<GoldCorrection & { start: number; end: number }>;
}

interface GoldFile {
  language: string;
  items: Array<{ text: string; corrections: GoldCorrection[] }>;
}

export function loadGold(dir = new URL('./gold/', import.meta.url)): GoldItem[] {
  const items: GoldItem[] = [];
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    const file = JSON.parse(readFileSync(new URL(name, dir), 'utf8')) as GoldFile;
    for (const item of file.items) {
      const corrections = item.corrections.map((c) => {
        const spans = wholeWordOccurrences(item.text, c.original);
        const span = spans[(c.occurrence ?? 1) - 1];
        if (!span) throw new Error(`${name}: "${c.original}" not found in "${item.text}"`);
        return { ...c, ...span };
      });
      items.push({ language: file.language, text: item.text, corrections });
    }
  }
  return items;
}

/** Occurrences of `quote` not glued to a letter or digit on either side. */
function wholeWordOccurrences(text: string, quote: string): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  const wordChar = /[\p{L}\p{N}]/u;
  for (let at = text.indexOf(quote); at !== -1; at = text.indexOf(quote, at + 1)) {
    const before = text[at - 1];
    const after = text[at + quote.length];
    if ((before && wordChar.test(before)) || (after && wordChar.test(after))) continue;
    out.push({ start: at, end: at + quote.length });
  }
  return out;
}
