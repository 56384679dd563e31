import { explained } from './explain-text.js';
import type { CheckIssue } from './issue.js';
import type { Speller } from './speller.js';
import { issue, joined, plainWord, type Token } from './spanish-tokens.js';
import { CLOSED_CLASS } from './spanish-words.js';

/**
 * Spanish that English-speaking learners build word for word from English: "estoy miedo" (I am
 * afraid: tengo miedo), "consiste de" (consists of: consiste en), "saber donde" without the accent
 * of the indirect question, and a singular adjective after a plural verb ("son muy lindo").
 */

/** estar → tener, same person and tense: "está miedo" → "tiene miedo". */
const ESTAR_TO_TENER: Record<string, string> = {
  estoy: 'tengo',
  estás: 'tienes',
  está: 'tiene',
  estamos: 'tenemos',
  están: 'tienen',
  estaba: 'tenía',
  estabas: 'tenías',
  estábamos: 'teníamos',
  estaban: 'tenían',
  estuve: 'tuve',
  estuvo: 'tuvo',
  estuvimos: 'tuvimos',
  estuvieron: 'tuvieron',
};

/** Nouns Spanish has (tener miedo) where English is an adjective (be afraid); not frío/calor (está frío). */
const TENER_NOUNS = /^(miedo|hambre|sed|sueño|razón|prisa|vergüenza|celos)$/;

function estarTener(text: string, tokens: Token[], i: number): CheckIssue | null {
  const estar = plainWord(text, tokens, i);
  const noun = tokens[i + 1]?.word;
  if (!estar || !Object.hasOwn(ESTAR_TO_TENER, estar) || !noun || !TENER_NOUNS.test(noun)) return null;
  if (!joined(text, tokens, i, i + 1)) return null;
  const tener = ESTAR_TO_TENER[estar]!;
  return issue(
    text,
    tokens[i]!.start,
    tokens[i]!.end,
    tener,
    'es-tener-noun',
    explained('es.tenerNoun', { noun, tener, estar }),
  );
}

/** "consiste de" → "consiste en": consistir takes "en". */
function consistirEn(text: string, tokens: Token[], i: number): CheckIssue | null {
  const verb = plainWord(text, tokens, i);
  const de = tokens[i + 1];
  if (!verb || !/^consist(ir|e|en|ía|ían|ió|ieron|irá|irán|iría|a|an)$/.test(verb) || de?.word !== 'de')
    return null;
  if (!joined(text, tokens, i, i + 1)) return null;
  return issue(text, de.start, de.end, 'en', 'es-consistir-en', explained('es.consistirEn'));
}

/**
 * "quiere saber donde está" → "dónde": after saber or preguntar, "donde" and "quien" open an indirect
 * question and keep their accent. Not "como" (sabe como nadie) or "cuando" (te haré saber cuando llegue).
 */
function indirectQuestion(text: string, tokens: Token[], i: number): CheckIssue | null {
  const verb = plainWord(text, tokens, i);
  const word = tokens[i + 1];
  if (!verb || !word || !/^(donde|quien|quienes)$/.test(word.word)) return null;
  if (
    !/^(s[ée]|sabes|sabe|sabemos|saben|saber|sab[ií]a|sab[ií]an|supe|supo|pregunt(o|a|as|an|ar|é|ó|aba|aron))$/.test(
      verb,
    )
  )
    return null;
  if (!joined(text, tokens, i, i + 1)) return null;
  const accented = { donde: 'dónde', quien: 'quién', quienes: 'quiénes' }[word.word]!;
  return issue(
    text,
    word.start,
    word.end,
    accented,
    'es-indirect-question',
    explained('es.indirectQuestion', { verb, accented }),
    'accents',
  );
}

const PLURAL_COPULA =
  /^(son|somos|eran|éramos|fueron|fuimos|están|estamos|estaban|estábamos|estuvieron|parecen|serán|estarán)$/;
const INTENSIFIER = /^(muy|tan|bastante|demasiado|súper|super|realmente)$/;
/** Words after the adjective that end the phrase: "son muy lindo y…", "fueron muy feliz porque…". */
const PHRASE_END = /^(y|e|o|u|pero|porque|que|para|en|con|cuando|como|aunque|si)$/;

/**
 * "son muy lindo" → "lindos": after a plural verb and muy/tan, a singular adjective that ends the
 * phrase. Only then: "son buena gente", "son parte de" and "son familia" have no intensifier.
 */
function pluralPredicate(text: string, tokens: Token[], i: number, speller: Speller): CheckIssue | null {
  const verb = plainWord(text, tokens, i);
  if (!verb || !PLURAL_COPULA.test(verb)) return null;
  const muy = tokens[i + 1]?.word.toLowerCase();
  const adj = tokens[i + 2];
  if (!muy || !INTENSIFIER.test(muy) || !adj || !joined(text, tokens, i, i + 2)) return null;
  const a = adj.word;
  if (a !== a.toLowerCase() || !/^\p{L}+$/u.test(a) || /s$/.test(a) || CLOSED_CLASS.has(a)) return null;
  if (/^(mejor|peor|mayor|menor|mucho|poco)$/.test(a) || !speller.correct(a)) return null;
  const next = tokens[i + 3];
  const punctuation = /^\s*([.,;:!?)]|$)/.test(text.slice(adj.end));
  if (!punctuation && !(next && joined(text, tokens, i + 2, i + 3) && PHRASE_END.test(next.word)))
    return null;
  const plural = /[aeiouáéó]$/.test(a) ? `${a}s` : /z$/.test(a) ? `${a.slice(0, -1)}ces` : `${a}es`;
  if (!speller.correct(plural)) return null;
  return issue(
    text,
    adj.start,
    adj.end,
    plural,
    'es-plural-adjective',
    explained('es.pluralAdjective', { verb, plural }),
  );
}

export function collocationRules(text: string, tokens: Token[], speller: Speller): CheckIssue[] {
  const out: CheckIssue[] = [];
  for (let i = 0; i < tokens.length - 1; i++) {
    const found =
      estarTener(text, tokens, i) ??
      consistirEn(text, tokens, i) ??
      indirectQuestion(text, tokens, i) ??
      pluralPredicate(text, tokens, i, speller);
    if (found) out.push(found);
  }
  return out;
}
