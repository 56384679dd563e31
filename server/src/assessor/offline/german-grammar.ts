import { germanDative } from './article-gender.js';
import { explained } from './explain-text.js';
import { asFlag, type CheckIssue } from './issue.js';
import { issue, joined, sameCase, tokensOf, type Token } from './rule-tokens.js';
import { loadSpeller, type Speller } from './speller.js';
import {
  DATIVE_OF,
  DATIVE_PREPOSITIONS,
  FINITE_AUXILIARY,
  FRONTED_TIME,
  HABEN_TO_SEIN,
  NOT_A_VERB,
  PRONOUN_ENDINGS,
  regularisedParticiples,
  SEIN_PARTICIPLES,
  SUBORDINATORS,
} from './german-words.js';
import { ownEntry } from './own-entry.js';

/**
 * German A2 grammar the offline checker can be sure of (issue 22, decision 217): strong participles
 * from a table, haben/sein with verbs of motion, the verb second after a fronted time word, the verb
 * last after weil/dass/wenn/ob/obwohl/als, and the dative after mit, bei, von, aus, nach, seit. Each
 * rule names the exact form, or flags when the form is not certain.
 */

export const GERMAN_RULES: Record<string, string> = {
  'de-participle':
    'Strong verbs form the participle with -en and often a new vowel: *gegangen*, *getrunken*.',
  'de-perfect-sein': 'Verbs of motion and change of state form the perfect with *sein*: *ich bin gegangen*.',
  'de-verb-second': 'In a main clause the verb comes second: *Heute gehe ich ins Kino*.',
  'de-verb-final':
    'After *weil*, *dass*, *wenn*, *ob*, *obwohl* and *als* the verb goes to the end: *weil ich müde bin*.',
  'de-dative':
    '*mit*, *bei*, *von*, *aus*, *nach* and *seit* take the dative: *mit dem Auto*, *mit einer Freundin*.',
};

let participles: Map<string, string> | null = null;

export async function checkGermanGrammar(text: string): Promise<CheckIssue[]> {
  const speller = await loadSpeller('de');
  const tokens = tokensOf(text);
  const out: CheckIssue[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const found =
      strongParticiple(text, tokens, i, speller) ??
      perfectWithSein(text, tokens, i) ??
      verbSecond(text, tokens, i) ??
      verbFinal(text, tokens, i) ??
      dative(text, tokens, i);
    if (found) out.push(found);
  }
  return out;
}

/** "gegeht" → "gegangen": a weak-pattern participle of a verb in the table, unknown to the dictionary. */
function strongParticiple(text: string, tokens: Token[], i: number, speller: Speller): CheckIssue | null {
  const { word, start, end } = tokens[i]!;
  participles ??= regularisedParticiples();
  const right = participles.get(word.toLowerCase());
  if (!right || speller.correct(word) || speller.correct(word.toLowerCase())) return null;
  return issue(
    text,
    start,
    end,
    sameCase(word, right),
    'de-participle',
    explained('de.participle', { right }),
  );
}

const lower = (t: Token | undefined) => t?.word.toLowerCase() ?? '';

/** The index of the last token of the clause that token `i` is in (up to a comma, full stop, …). */
function clauseEnd(text: string, tokens: Token[], i: number): number {
  let k = i;
  while (k + 1 < tokens.length && !/[,.;:!?\n()"„“–]/.test(text.slice(tokens[k]!.end, tokens[k + 1]!.start)))
    k++;
  return k;
}

/** Where the clause holding token `i` starts. */
function clauseStart(text: string, tokens: Token[], i: number): number {
  let k = i;
  while (k > 0 && !/[,.;:!?\n()"„“–]/.test(text.slice(tokens[k - 1]!.end, tokens[k]!.start))) k--;
  return k;
}

/**
 * "Ich habe … gegangen" → "Ich bin … gegangen": a form of haben and, at the end of the same clause, the
 * participle of a verb that takes sein. fahren and fliegen take haben with an object (das Auto
 * gefahren), so with them it is only a flag.
 */
function perfectWithSein(text: string, tokens: Token[], i: number): CheckIssue | null {
  const aux = lower(tokens[i]);
  const sein = ownEntry(HABEN_TO_SEIN, aux);
  if (!sein) return null;
  const end = clauseEnd(text, tokens, i);
  const from = clauseStart(text, tokens, i);
  // Main clause: haben … participle last. Subordinate clause: participle right before haben, at the end.
  const last = lower(tokens[end]);
  const participle = i < end ? last : i === end && i > from ? lower(tokens[i - 1]) : '';
  if (
    !participle ||
    tokens.slice(from, end + 1).some((t, k) => k + from !== i && ownEntry(HABEN_TO_SEIN, lower(t)))
  )
    return null;
  const t = tokens[i]!;
  if (SEIN_PARTICIPLES.has(participle))
    return issue(
      text,
      t.start,
      t.end,
      sameCase(t.word, sein),
      'de-perfect-sein',
      explained('de.perfectSein', { participle, sein }),
    );
  const clause = tokens.slice(from, end + 1).map((k) => k.word.toLowerCase());
  const hasObject = clause.some((w) =>
    /^(mich|dich|ihn|uns|euch|einen|den|auto|wagen|bus|fahrrad|rad|flugzeug)$/.test(w),
  );
  if ((participle === 'gefahren' || participle === 'geflogen') && !hasObject)
    return asFlag(
      issue(
        text,
        t.start,
        t.end,
        t.word,
        'de-perfect-sein',
        explained('de.perfectSeinCheck', {
          participle,
          example: participle === 'gefahren' ? 'bin nach Berlin gefahren' : 'bin nach Rom geflogen',
        }),
      ),
    );
  return null;
}

/** Determiners and possessives, whose endings look like verb endings (eure, keine, meinen). */
const DETERMINER =
  /^(d(er|ie|as|en|em|es)|ein\p{L}*|kein\p{L}*|mein\p{L}*|dein\p{L}*|sein\p{L}*|ihr\p{L}*|unser\p{L}*|euer|eur\p{L}*|dies\p{L}*|jed\p{L}*|viel\p{L}*|all\p{L}*|manch\p{L}*|welch\p{L}*|solch\p{L}*|nichts|etwas|heute|gestern|morgen|zuerst|dann|jetzt|gut|sehr)$/u;

const isPronoun = (w: string) => Object.hasOwn(PRONOUN_ENDINGS, w);

/** Whether `verb` can be the finite verb after subject pronoun `pronoun`. */
function finiteAfter(pronoun: string, verb: Token | undefined): boolean {
  if (!verb || verb.word !== verb.word.toLowerCase() || NOT_A_VERB.has(verb.word)) return false;
  if (DETERMINER.test(verb.word)) return false;
  return PRONOUN_ENDINGS[pronoun]!.test(verb.word) && !SUBORDINATORS.has(verb.word);
}

/**
 * "Heute ich gehe ins Kino." → "Heute gehe ich ins Kino.": a sentence opening with a time word (or
 * "Am Montag", "Im Sommer") and then a subject pronoun with its verb; the verb moves before the subject.
 */
function verbSecond(text: string, tokens: Token[], i: number): CheckIssue | null {
  const first = tokens[i]!;
  const opens =
    clauseStart(text, tokens, i) === i &&
    /^[\s"„]*$/.test(text.slice(sentenceHead(text, first.start), first.start));
  if (!opens) return null;
  let p = -1;
  if (FRONTED_TIME.has(first.word.toLowerCase())) p = i + 1;
  else if (
    /^(Am|Im|Letzten|Letztes|Letzte|Nächsten|Nächstes|Nächste|Jeden|Jedes|Jede)$/.test(first.word) &&
    /^\p{Lu}/u.test(tokens[i + 1]?.word ?? '')
  )
    p = i + 2;
  if (p < 0 || !joined(text, tokens, i, p + 1)) return null;
  const pronoun = tokens[p]?.word ?? '';
  const verb = tokens[p + 1];
  if (!isPronoun(pronoun) || !finiteAfter(pronoun, verb)) return null;
  return issue(
    text,
    tokens[p]!.start,
    verb!.end,
    `${verb!.word} ${pronoun}`,
    'de-verb-second',
    explained('de.verbSecond', {
      opener: tokens
        .slice(i, p)
        .map((t) => t.word)
        .join(' '),
      verb: verb!.word,
      pronoun,
    }),
    'word_order',
  );
}

/** Where the sentence around `at` starts (the text after the last . ! ? or line break). */
function sentenceHead(text: string, at: number): number {
  const before = text.slice(Math.max(0, at - 200), at);
  const m = /[.!?\n][^.!?\n]*$/.exec(before);
  return m ? at - before.length + m.index + 1 : Math.max(0, at - 200) === 0 ? 0 : at;
}

/** Words no clause ends with: a clause that does is broken, and moving its verb is a guess. */
const CLAUSE_CANNOT_END =
  /^(in|im|am|zum|zur|der|die|das|den|dem|des|ein|eine|einen|einem|einer|für|von|bei|nach|und|oder)$/;

const SEPARABLE_PARTICLE = /^(an|auf|aus|ab|ein|mit|zurück|weg|los|vor|fern|zu|her|hin)$/;

/**
 * "weil ich bin müde" → "weil ich müde bin": after a subordinating conjunction, a subject pronoun and
 * right after it the finite verb, with more words in the clause. The verb moves to the clause end; when
 * the clause is long, joined by und/oder, or ends in a separable particle or two infinitives, that move
 * is not certain and the finding is a flag.
 */
function verbFinal(text: string, tokens: Token[], i: number): CheckIssue | null {
  const conj = lower(tokens[i]);
  if (!SUBORDINATORS.has(conj) || !joined(text, tokens, i, i + 2)) return null;
  const pronoun = lower(tokens[i + 1]);
  const verb = tokens[i + 2];
  if (!isPronoun(pronoun) || !finiteAfter(pronoun, verb)) return null;
  const end = clauseEnd(text, tokens, i);
  if (end <= i + 2) return null;
  // The clause already ends in an auxiliary or modal of this subject: the verb is last (wenn du
  // gestresst bist); the word after the pronoun is a participle or infinitive, not the finite verb.
  if (ownEntry(FINITE_AUXILIARY, pronoun)?.has(lower(tokens[end]))) return null;
  const rest = tokens.slice(i + 3, end + 1);
  const last = lower(tokens[end]);
  const infinitives = rest.slice(-2).filter((t) => /^\p{Ll}+en$/u.test(t.word)).length;
  const unsure =
    rest.length > 6 ||
    rest.some((t) => /^(und|oder|aber|sondern|denn)$/.test(t.word)) ||
    SEPARABLE_PARTICLE.test(last) ||
    CLAUSE_CANNOT_END.test(last) ||
    infinitives === 2;
  const moved = `${text.slice(tokens[i + 3]!.start, tokens[end]!.end)} ${verb!.word}`;
  const found = issue(
    text,
    verb!.start,
    tokens[end]!.end,
    moved,
    'de-verb-final',
    explained('de.verbFinal', { conj, pronoun, verb: verb!.word }),
    'word_order',
  );
  return unsure
    ? asFlag(
        { ...found, corrected: found.original },
        explained('de.verbFinalCheck', { conj, verb: verb!.word }),
      )
    : found;
}

/**
 * "mit das Auto" → "mit dem Auto": an accusative or nominative determiner after a preposition that
 * always takes the dative, before a noun. Only forms with one dative (das → dem, eine → einer); "die"
 * (der or den) and "den" (dem or den + n) are left alone.
 */
function dative(text: string, tokens: Token[], i: number): CheckIssue | null {
  const prep = lower(tokens[i]);
  if (!DATIVE_PREPOSITIONS.has(prep) || !joined(text, tokens, i, i + 2)) return null;
  const det = tokens[i + 1]!;
  const noun = tokens[i + 2]!;
  const form = ownEntry(DATIVE_OF, det.word);
  if (!form || !/^\p{Lu}/u.test(noun.word)) return null;
  // A noun of known gender decides the ending (mit das Wohnung → mit der Wohnung, not dem).
  const fixed = germanDative(form, noun.word) ?? form;
  if (fixed === det.word) return null;
  if (fixed === 'dem' && (prep === 'von' || prep === 'bei')) {
    const short = prep === 'von' ? 'vom' : 'beim';
    return issue(
      text,
      tokens[i]!.start,
      det.end,
      sameCase(tokens[i]!.word, short),
      'de-dative',
      explained('de.dativeShort', { prep, short }),
    );
  }
  return issue(
    text,
    det.start,
    det.end,
    fixed,
    'de-dative',
    explained('de.dative', { prep, article: fixed, noun: noun.word }),
  );
}
