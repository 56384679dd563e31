import { sameLemma } from './lemma-forms.js';

/**
 * What kind of fix a correction is, and what a teacher says about it: the rule in one sentence and,
 * for "Going deeper", why and when it applies in the language. Offline, without a model, these are
 * the only explanations that are true of any word (docs/decisions/147).
 */
export type FixKind = 'accent' | 'capital' | 'spelling' | 'other';

const bare = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '');
const oneWord = (s: string) => /^[\p{L}\p{M}'’-]+$/u.test(s);

/**
 * With `language`, two forms of one word from a table (el → la, fue → fui) are grammar, never
 * spelling: gender or person is taught by its rule, not as letters to learn (issue 22).
 */
export function fixKind(wrong: string, right: string, language?: string): FixKind {
  if (!oneWord(wrong) || !oneWord(right)) return 'other';
  if (
    language &&
    sameLemma(wrong, right, language) &&
    bare(wrong).toLocaleLowerCase() !== bare(right).toLocaleLowerCase()
  )
    return 'other';
  if (wrong !== right && wrong.toLocaleLowerCase() === right.toLocaleLowerCase()) return 'capital';
  if (wrong !== right && bare(wrong) === bare(right)) return 'accent';
  return 'spelling';
}

/** The part where two spellings differ, after their common beginning and end. */
function difference(wrong: string, right: string): { was: string; now: string } {
  const a = [...wrong.normalize('NFC')];
  const b = [...right.normalize('NFC')];
  let p = 0;
  while (p < a.length && p < b.length && a[p] === b[p]) p++;
  let s = 0;
  while (s < a.length - p && s < b.length - p && a[a.length - 1 - s] === b[b.length - 1 - s]) s++;
  return { was: a.slice(p, a.length - s).join(''), now: b.slice(p, b.length - s).join('') };
}

/** The rule of one fix in a sentence; `fallback` (the checker's own words) for grammar fixes. */
export function ruleOf(wrong: string, right: string, fallback: string, language?: string): string {
  const { was, now } = difference(wrong, right);
  switch (fixKind(wrong, right, language)) {
    case 'accent':
      return now
        ? `“${right}” is written with “${now}”${was ? `, not “${was}”` : ''}: the accent is part of its spelling.`
        : `“${right}” is written without an accent on “${was}”.`;
    case 'capital':
      return right[0] !== wrong[0]
        ? `“${right}” is written with a capital “${right[0]}”.`
        : `“${right}” is written in this case: ${[...right].join('-')}.`;
    case 'spelling':
      if (was && now) return `“${right}” is spelled with “${now}” where your earlier form had “${was}”.`;
      if (now) return `“${right}” has a “${now}” that your earlier form left out.`;
      return `“${right}” is spelled without the “${was}” your earlier form had.`;
    default:
      return fallback;
  }
}

const DEEPER: Record<Exclude<FixKind, 'other'>, Record<string, string>> = {
  accent: {
    es: 'Spanish writes an accent on the stressed vowel when the stress breaks the usual pattern: words ending in a vowel, -n or -s are stressed on the next-to-last syllable, other words on the last, and a word stressed earlier always carries one. A few short words use it to tell two words apart: tú (you) and tu (your), sí (yes) and si (if).',
    fr: 'French accents change the sound or tell words apart: é is a closed e (été), è and ê an open one (père, fête), ç keeps a c soft before a, o and u (ça); à and où differ from a (has) and ou (or) only by the accent.',
    de: 'German umlauts are vowels of their own, not decoration: ä, ö and ü change the sound and often the word (schon “already” and schön “beautiful”, zahlen “to pay” and zählen “to count”).',
    en: 'English keeps accents only in a few borrowed words (café, naïve, fiancé); in those they are part of the spelling.',
  },
  capital: {
    de: 'German writes every noun with a capital letter wherever it stands in the sentence, and other words too when they are used as nouns (das Lesen, etwas Gutes).',
    en: 'English capitalises “I”, names, days, months, languages and nationalities (Monday, June, French), besides the first word of a sentence.',
    es: 'Spanish writes days, months, languages and nationalities in lower case (lunes, enero, español); names and the first word of a sentence take a capital.',
    fr: 'French writes days, months and languages in lower case (lundi, janvier, le français); names, the first word of a sentence and nationalities used as nouns (les Français) take a capital.',
  },
  spelling: {
    es: 'Several Spanish letters sound alike — b and v, c, s and z, ll and y, g and j before e and i — and h is silent, so the ear does not settle the spelling: learn it with the word.',
    fr: 'Many French letters are silent (a final -s, -t or -x, the -ent of verbs), so the ear does not settle the spelling: learn it with the word.',
    de: 'German mostly spells as it sounds, but vowel length decides some letters: ß after a long vowel or a diphthong (Straße, heißen), ss or a doubled consonant after a short vowel (Fluss, Kamm).',
    en: 'English spelling often does not follow the sound (though, through, thought), so learn the spelling together with the word.',
  },
};

/** Why and when the rule applies, for the "Going deeper" slide; null for grammar fixes. */
export function deeperNote(kind: FixKind, language: string): string | null {
  if (kind === 'other') return null;
  return DEEPER[kind][language] ?? null;
}
