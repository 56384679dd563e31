import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { baseLanguage } from '../assessor/index.js';
import { lemmaCandidates } from './lemmas.js';

/**
 * Offline word meanings from FreeDict (server/glossary, built by scripts/build-glossary.mjs;
 * licences in server/glossary/NOTICE.md). One JSON map per language pair, read on first use and
 * kept: a learner who never writes German never loads the German dictionary.
 */

const DATA = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'glossary');

const loaded = new Map<string, Promise<Record<string, string>>>();

function pairFile(from: string, to: string): string {
  return join(DATA, `${from}-${to}.json`);
}

export function hasGlossary(from: string, to: string): boolean {
  return existsSync(pairFile(from, to));
}

function load(from: string, to: string): Promise<Record<string, string>> {
  const key = `${from}-${to}`;
  let map = loaded.get(key);
  if (!map) {
    map = readFile(pairFile(from, to), 'utf8').then((t) => JSON.parse(t) as Record<string, string>);
    // A failed read is not cached, so the next card tries again.
    map.catch(() => loaded.delete(key));
    loaded.set(key, map);
  }
  return map;
}

/** A found meaning and the dictionary form it was found under (e.g. "compramos" → "comprar"). */
export interface GlossaryMeaning {
  meaning: string;
  lemma: string;
}

/**
 * The meaning of `word` (in `from`) in language `to`, or null when the pair has no glossary or the
 * word (and its simple dictionary forms) is not in it.
 */
export async function lookupMeaning(
  word: string,
  fromLanguage: string | null,
  toLanguage: string | null,
): Promise<GlossaryMeaning | null> {
  const from = baseLanguage(fromLanguage);
  const to = baseLanguage(toLanguage);
  if (!from || !to || from === to || !hasGlossary(from, to)) return null;
  const map = await load(from, to);
  for (const lemma of lemmaCandidates(word, from)) {
    const meaning = Object.hasOwn(map, lemma) ? map[lemma] : undefined;
    if (meaning) return { meaning, lemma };
  }
  return null;
}
