import { explained } from './explain-text.js';
import type { CheckIssue } from './issue.js';
import { issue, joined, sameCase, tokensOf, type Token } from './rule-tokens.js';
import { loadSpeller, type Speller } from './speller.js';
import { ownEntry } from './own-entry.js';

/**
 * French A2 grammar with a known right form (issue 22, decision 217): mon/ton/son before a vowel,
 * irregular past participles from a table, and être with verbs of motion in the passé composé.
 * Tables written for this project from the standard conjugations.
 */

export const FRENCH_RULES: Record<string, string> = {
  'fr-possessive-vowel': 'Before a vowel *ma*, *ta*, *sa* become *mon*, *ton*, *son*: *mon amie*.',
  'fr-participle': 'Some verbs have an irregular participle: *pris*, *fait*, *mis*, *voulu*, *bu*.',
  'fr-etre-motion': 'Verbs of motion such as *aller*, *venir*, *arriver* form the passé composé with *être*.',
};

/** Participles learners build by the regular pattern, and the right one. */
const IRREGULAR_PARTICIPLES: Record<string, string> = {
  prendu: 'pris',
  prené: 'pris',
  prenu: 'pris',
  comprendu: 'compris',
  comprené: 'compris',
  apprendu: 'appris',
  apprené: 'appris',
  faisé: 'fait',
  fairé: 'fait',
  metté: 'mis',
  mettu: 'mis',
  voulé: 'voulu',
  pouvé: 'pu',
  devé: 'dû',
  buvé: 'bu',
  boivé: 'bu',
  lisé: 'lu',
  écrivé: 'écrit',
  disé: 'dit',
  voyé: 'vu',
  vené: 'venu',
  ouvri: 'ouvert',
  ouvré: 'ouvert',
  offri: 'offert',
  couri: 'couru',
  recevé: 'reçu',
  savé: 'su',
  connaissé: 'connu',
  mouru: 'mort',
  naissé: 'né',
  vivé: 'vécu',
  croyé: 'cru',
  tiendu: 'tenu',
  sorté: 'sorti',
  parté: 'parti',
  dormé: 'dormi',
  courté: 'couru',
};

/** avoir → être, person for person, in the passé composé. */
const AVOIR_TO_ETRE: Record<string, string> = {
  ai: 'suis',
  as: 'es',
  a: 'est',
  avons: 'sommes',
  avez: 'êtes',
  ont: 'sont',
};

/** Participles of verbs that take être in every use (sortir, monter, passer take avoir with an object). */
const ETRE_PARTICIPLE = /^(allé|venu|arrivé|parti|resté|tombé|né|mort|devenu|revenu|parvenu)(e|s|es)?$/;

const AVOIR = /^(?:(j)['’])?(ai|as|a|avons|avez|ont|avais|avait|avions|aviez|avaient)$/i;
const ADVERB = /^(pas|déjà|jamais|bien|beaucoup|toujours|souvent|trop|enfin|vraiment|aussi|encore|rien)$/;

export async function checkFrenchGrammar(text: string): Promise<CheckIssue[]> {
  const speller = await loadSpeller('fr');
  const tokens = tokensOf(text);
  const out: CheckIssue[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const found =
      possessiveBeforeVowel(text, tokens, i) ??
      participle(text, tokens, i, speller) ??
      etreMotion(text, tokens, i);
    if (found) out.push(found);
  }
  return out;
}

/** Vowel-initial words that take no elision or liaison: la onzième, ma onzième fois, le oui, la ouate. */
const NO_ELISION = /^(onze|onzième|onzièmes|oui|ouate|ouistiti)$/i;

/** "ma amie" → "mon amie"; never before h (sa hache: the h of some words is aspirated). */
function possessiveBeforeVowel(text: string, tokens: Token[], i: number): CheckIssue | null {
  const t = tokens[i]!;
  const m = /^([mts])a$/i.exec(t.word);
  if (!m || !joined(text, tokens, i, i + 1)) return null;
  const next = tokens[i + 1]!.word;
  if (
    !/^[aeiouéèêâîôûœ]/i.test(next) ||
    /^(un|une|y|ou|où|à|et|en|on|il|elle|est|a)$/i.test(next) ||
    NO_ELISION.test(next)
  )
    return null;
  const fixed = sameCase(t.word, `${m[1]!.toLowerCase()}on`);
  return issue(
    text,
    t.start,
    t.end,
    fixed,
    'fr-possessive-vowel',
    explained('fr.possessiveVowel', { word: t.word, fixed, next }),
  );
}

/** The index of the avoir form before token `i`, over one adverb (j'ai déjà prendu); -1 if none. */
function auxiliaryBefore(text: string, tokens: Token[], i: number): number {
  for (let k = i - 1; k >= Math.max(0, i - 3); k--) {
    if (!joined(text, tokens, k, k + 1)) return -1;
    if (AVOIR.test(tokens[k]!.word)) return k;
    if (!ADVERB.test(tokens[k]!.word.toLowerCase()) && !/^(ne|n)$/i.test(tokens[k]!.word)) return -1;
  }
  return -1;
}

/** "j'ai prendu" → "j'ai pris": a regular-pattern participle of an irregular verb after avoir. */
function participle(text: string, tokens: Token[], i: number, speller: Speller): CheckIssue | null {
  const t = tokens[i]!;
  const right = ownEntry(IRREGULAR_PARTICIPLES, t.word.toLowerCase());
  if (!right || right === t.word.toLowerCase() || speller.correct(t.word)) return null;
  if (auxiliaryBefore(text, tokens, i) < 0) return null;
  return issue(text, t.start, t.end, right, 'fr-participle', explained('fr.participle', { right }));
}

/** "j'ai allé" → "je suis allé", "il a venu" → "il est venu". */
function etreMotion(text: string, tokens: Token[], i: number): CheckIssue | null {
  const t = tokens[i]!;
  const m = AVOIR.exec(t.word);
  if (!m || !joined(text, tokens, i, i + 1)) return null;
  const etre = ownEntry(AVOIR_TO_ETRE, m[2]!.toLowerCase());
  const next = tokens[i + 1]!.word.toLowerCase();
  if (!etre || !ETRE_PARTICIPLE.test(next)) return null;
  const fixed = m[1] ? sameCase(t.word, `je ${etre}`) : sameCase(t.word, etre);
  return issue(text, t.start, t.end, fixed, 'fr-etre-motion', explained('fr.etreMotion', { next, fixed }));
}
