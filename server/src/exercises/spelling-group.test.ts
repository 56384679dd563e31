import type { AssessmentCorrection, AssessmentData } from '@inkwell/contract';
import { describe, expect, it } from 'vitest';
import { estimateMinutes } from './estimate.js';
import { moduleInputsFromAssessment } from './from-assessment.js';
import { expectTeachesOnlyWhatIsChecked, questionsOf } from './lesson-invariants.test-support.js';
import { buildOfflineModule } from './offline-generator.js';
import { answersOfWord } from './module-ratings.js';
import type { AnswerRow } from './repo.js';
import { groupSmallFixes, isSmallFix } from './spelling-group.js';

// Two accent fixes, as the learner wrote them; "mucho frutas" is a mistake nobody caught.
const TEXT = 'Despues fuimos al mercado. El vendedor era muy simpatico y compramos mucho frutas.';
const fix = (original: string, corrected: string): AssessmentCorrection => {
  const start = TEXT.indexOf(original);
  const context = original === 'Despues' ? 'Despues fuimos al mercado.' : TEXT.slice(27);
  return {
    id: original,
    original,
    corrected,
    explanation: `“${original}” is not in the Spanish dictionary; did you mean “${corrected}”?`,
    category: 'accents',
    start,
    end: start + original.length,
    context,
  };
};
const word = (w: string, context: string) => ({
  vocab_uuid: `v-${w}`,
  word: w,
  correction_type: 'accents' as const,
  context,
  justification: 'accent',
  meaning: null,
});
const corrections = [fix('Despues', 'Después'), fix('simpatico', 'simpático')];
const data: AssessmentData = {
  feedback: '',
  corrections,
  student_language_level: 'A2',
  vocab_concepts: [word('Después', corrections[0]!.context), word('simpático', corrections[1]!.context)],
  grammar: [],
  assessor: 'offline',
  model: null,
  language: 'es',
  notes: [],
};

/** The player's slides: an intro, the six phases of each module, the results. */
const slidesOf = (modules: number) => 1 + 6 * modules + 1;

describe('small spelling and accent fixes are practised together', () => {
  const items = moduleInputsFromAssessment(data, { nativeLanguage: 'en' });
  const modules = items.map((i) => buildOfflineModule(i.input));

  it('two accent fixes make one module of 8 slides, not two of 14', () => {
    expect(items).toHaveLength(1);
    expect(items[0]!.input.title).toBe('Después, simpático');
    expect(items[0]!.conceptId).toBe('v-Después');
    // It carries both words' concepts, so finishing the session rates each (decision 188).
    expect(items[0]!.conceptIds).toEqual(['v-Después', 'v-simpático']);
    expect(slidesOf(items.length)).toBe(8);
  });

  it('the module practises both words and still teaches only what was checked', () => {
    const answers = questionsOf(modules[0]!).map((q) => q.answer);
    expect(answers).toContain('Después');
    expect(answers).toContain('simpático');
    expectTeachesOnlyWhatIsChecked(modules[0]!, [
      TEXT.slice(27),
      'El vendedor era muy simpático y compramos mucho frutas.',
    ]);
  });

  it("each word's answers are told apart by what their questions expect", () => {
    const m = modules[0]!;
    const answer = (phase: 'guided_practice' | 'independent_practice', idx: number) =>
      ({ phase, idx, correct: 1 }) as AnswerRow;
    const all = (['guided_practice', 'independent_practice'] as const).flatMap((phase) =>
      m[phase].content.exercises.map((_, i) => answer(phase, i)),
    );
    const despues = answersOfWord(m, all, 'Después');
    const simpatico = answersOfWord(m, all, 'simpático');
    expect(despues.length).toBeGreaterThan(0);
    expect(simpatico.length).toBeGreaterThan(0);
    expect(despues.filter((a) => simpatico.includes(a))).toEqual([]);
    expect(answersOfWord(m, all, 'mercado')).toEqual([]);
  });

  it('the estimate follows what is shown: about two minutes, half of the two modules it replaced', () => {
    const apart = ['Despues', 'simpatico'].map((w) =>
      buildOfflineModule({
        ...items[0]!.input,
        mistakes: items[0]!.input.mistakes.filter((m) => m.wrong === w),
      }),
    );
    const together = estimateMinutes(modules);
    expect(together).toBeGreaterThanOrEqual(1);
    expect(together).toBeLessThanOrEqual(3);
    expect(together).toBeLessThan(estimateMinutes(apart));
  });

  it('keeps other concepts apart and groups at most three words a module', () => {
    const input = items[0]!.input;
    const one = (w: string, kind: 'vocab' | 'grammar' = 'vocab') => ({
      conceptId: w,
      input: { ...input, kind, title: w, mistakes: [{ ...input.mistakes[0]!, wrong: `${w}x`, right: w }] },
    });
    const grammar = one('estar', 'grammar');
    const words = ['uno', 'dos', 'tres', 'cuatro', 'cinco'].map((w) => one(w));
    const out = groupSmallFixes([words[0]!, grammar, ...words.slice(1)], () => true);
    expect(out.map((i) => i.input.title)).toEqual(['uno, dos, tres', 'estar', 'cuatro, cinco']);
    // A word-choice fix is not a spelling fix: "mucho" → "muchas" keeps its own module.
    expect(
      isSmallFix({
        ...input,
        mistakes: [{ ...input.mistakes[0]!, wrong: 'mucho frutas', right: 'muchas frutas' }],
      }),
    ).toBe(false);
    expect(groupSmallFixes(words, () => false)).toEqual(words);
  });
});
