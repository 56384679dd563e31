import type { AssessmentData } from '@inkwell/contract';
import type { LearnerMistake, ModuleInput } from './module-input.js';

/** The sentence with the correction applied, found by the correction's own text. */
function correctedSentenceOf(context: string, original: string, corrected: string): string {
  const at = context.indexOf(original);
  return at < 0 ? context : context.slice(0, at) + corrected + context.slice(at + original.length);
}

const lower = (s: string) => s.toLocaleLowerCase();

/**
 * One module input per discovered concept of an assessment, each with the learner's mistakes that
 * concern it: vocab by the corrected word, grammar by its examples or, failing that, the grammar and
 * word-order corrections not used by a vocab concept.
 */
export function moduleInputsFromAssessment(
  a: AssessmentData,
  profile: { nativeLanguage: string | null },
): { input: ModuleInput; conceptId: string | null }[] {
  const mistakes = a.corrections.map<LearnerMistake & { category: string }>((c) => ({
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
    level: a.student_language_level,
  };

  const vocab = a.vocab_concepts.map((v) => {
    const mine = mistakes.filter((m, i) => {
      const hit = lower(m.right).includes(lower(v.word)) || lower(v.context).includes(lower(m.wrong));
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
  const grammar = a.grammar.map((g) => {
    let mine = mistakes.filter((m) =>
      g.examples.some((e) => e.includes(m.correctedSentence) || m.correctedSentence.includes(e)),
    );
    if (mine.length === 0)
      mine = mistakes.filter(
        (m, i) => !used.has(i) && (m.category === 'grammar' || m.category === 'word_order'),
      );
    return {
      conceptId: null,
      input: {
        ...base,
        kind: 'grammar' as const,
        title: g.title,
        description: g.description,
        mistakes: mine.slice(0, 4).map(strip),
        examples: mine.length ? [] : g.examples,
      },
    };
  });
  return [...vocab, ...grammar];
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
