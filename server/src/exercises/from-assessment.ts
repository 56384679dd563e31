import { isCertainFix, type AssessmentData } from '@inkwell/contract';
import { wordAt } from '../assessor/index.js';
import { parseExample } from '../concepts/index.js';
import { grammarMaterial } from './deck-input.js';
import type { LearnerMistake } from './module-input.js';
import { learnerInterface, learnerVarietyGender } from './learner-variety.js';
import { groupSmallFixes, type ConceptModule } from './spelling-group.js';

/** The sentence with the correction applied, found as whole words (`es` is not inside `después`). */
function correctedSentenceOf(context: string, original: string, corrected: string): string {
  const at = wordAt(context, original);
  return at < 0 ? context : context.slice(0, at) + corrected + context.slice(at + original.length);
}

const lower = (s: string) => s.toLocaleLowerCase();
const has = (text: string, word: string) => wordAt(text, word) >= 0;

/** Words of at least 4 letters, for matching a grammar point's name to a correction's explanation. */
const keywords = (s: string) => (lower(s).match(/[\p{L}\p{M}]{4,}/gu) ?? []).filter((w) => !STOP.has(w));
const STOP = new Set(['with', 'that', 'this', 'from', 'verb', 'verbs', 'form', 'forms', 'word', 'words']);

/**
 * A vocab concept's mistakes: its word in the fix as a whole word, or — for a dictionary form like
 * `ayudar` from `ayudé` — a fix in the concept's own sentence sharing the word's first four letters.
 */
function isVocabMistake(v: AssessmentData['vocab_concepts'][number], m: LearnerMistake): boolean {
  if (has(m.right, v.word)) return true;
  if (v.context === '' || v.context !== m.sentence) return false;
  const stem = lower(v.word).slice(0, 4);
  return (
    stem.length === 4 &&
    lower(m.right)
      .split(/\s+/)
      .some((w) => w.startsWith(stem))
  );
}

/** The vocab concepts an assessment drew from one of its corrections (to drop them with a rejected fix). */
export function vocabConceptIdsOf(
  a: Pick<AssessmentData, 'vocab_concepts'>,
  c: Pick<AssessmentData['corrections'][number], 'original' | 'corrected' | 'context' | 'explanation'>,
): string[] {
  const m = {
    wrong: c.original,
    right: c.corrected,
    explanation: c.explanation,
    sentence: c.context || c.original,
    correctedSentence: correctedSentenceOf(c.context || c.original, c.original, c.corrected),
  };
  return a.vocab_concepts.filter((v) => isVocabMistake(v, m)).map((v) => v.vocab_uuid);
}

/**
 * One module input per discovered concept of an assessment, each with the learner's mistakes that
 * concern it: vocab by the corrected word, grammar by its examples or, failing that, the grammar and
 * word-order corrections not used by a vocab concept.
 */
export function moduleInputsFromAssessment(
  a: AssessmentData,
  profile: {
    nativeLanguage: string | null;
    interfaceLanguage?: string | null;
    variety?: string | null;
    gender?: string | null;
  },
): ConceptModule[] {
  // A flag names no right form (issue 22): it is never an exercise's answer.
  const mistakes = a.corrections.filter(isCertainFix).map<LearnerMistake & { category: string }>((c) => ({
    wrong: c.original,
    right: c.corrected,
    explanation: c.explanation,
    sentence: c.context || c.original,
    correctedSentence: correctedSentenceOf(c.context || c.original, c.original, c.corrected),
    category: c.category,
  }));
  const used = new Set<number>();
  const base = {
    language: a.language,
    nativeLanguage: profile.nativeLanguage,
    ...learnerInterface(profile),
    level: a.student_language_level,
    ...learnerVarietyGender(a.language, profile),
  };

  const vocab = a.vocab_concepts.map((v) => {
    const mine = mistakes.filter((m, i) => {
      const hit = isVocabMistake(v, m);
      if (hit) used.add(i);
      return hit;
    });
    return {
      conceptId: v.vocab_uuid,
      input: {
        ...base,
        kind: 'vocab' as const,
        title: v.word,
        description: v.justification,
        mistakes: mine.map(strip),
        examples: [],
      },
    };
  });
  // Each grammar or word-order mistake goes to one grammar point at most: the one whose examples hold
  // its fix, else whose name shares a keyword with its explanation; with one point, it takes the rest.
  const grammarMistakes = mistakes
    .map((m, i) => ({ m, i }))
    .filter(({ m, i }) => !used.has(i) && (m.category === 'grammar' || m.category === 'word_order'));
  const owner = new Map<number, number>();
  for (const { m, i } of grammarMistakes) {
    let at = a.grammar.findIndex((g) =>
      g.examples
        .map((e) => parseExample(e).sentence)
        .some((e) => e.includes(m.correctedSentence) || m.correctedSentence.includes(e)),
    );
    if (at < 0) {
      const words = new Set(keywords(m.explanation));
      at = a.grammar.findIndex((g) => keywords(`${g.title} ${g.tags.join(' ')}`).some((k) => words.has(k)));
    }
    if (at < 0 && a.grammar.length === 1) at = 0;
    if (at >= 0) owner.set(i, at);
  }
  const grammar = a.grammar.map((g, gi) => {
    const mine = grammarMistakes.filter(({ i }) => owner.get(i) === gi).map(({ m }) => m);
    return {
      conceptId: null,
      input: {
        ...base,
        kind: 'grammar' as const,
        title: g.title,
        description: g.description,
        ...(mine.length
          ? { mistakes: mine.slice(0, 4).map(strip), examples: [] }
          : grammarMaterial(g.examples, g.description)),
      },
    };
  });
  // Accent and spelling fixes of single words are practised together (spelling-group.ts).
  const spellingConcepts = new Set(
    a.vocab_concepts
      .filter((v) => v.correction_type === 'spelling' || v.correction_type === 'accents')
      .map((v) => v.vocab_uuid),
  );
  return [...groupSmallFixes(vocab, (v) => spellingConcepts.has(v.conceptId ?? '')), ...grammar];
}

const strip = ({
  wrong,
  right,
  explanation,
  sentence,
  correctedSentence,
}: LearnerMistake): LearnerMistake => ({
  wrong,
  right,
  explanation,
  sentence,
  correctedSentence,
});
