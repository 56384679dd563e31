import { gradeAnswer, INTERFACE_LANGUAGES, modulePhases } from '@inkwell/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectTeachesOnlyWhatIsChecked, questionsOf } from './lesson-invariants.test-support.js';
import type { ModuleInput } from './module-input.js';
import { sameLemma } from './lemma-forms.js';
import { buildOfflineModule } from './offline-generator.js';

// "bought" is fixed; "two apple" is a mistake the checker missed and must never be taught as correct.
const fromJournal: ModuleInput = {
  kind: 'vocab',
  title: 'bought',
  description: 'The past tense of “buy” is irregular.',
  language: 'en',
  // An English speaker's lesson: its words are the English ones (other languages: lesson-text.test.ts).
  nativeLanguage: 'en',
  level: 'A2',
  mistakes: [
    {
      wrong: 'buyed',
      right: 'bought',
      explanation: '“Buy” is irregular: its past tense is “bought”.',
      sentence: 'Yesterday I buyed two apple at the market.',
      correctedSentence: 'Yesterday I bought two apple at the market.',
    },
  ],
  examples: [],
};
// As if the dictionary knew the learner's earlier form (the real look-up is tested in teaching-loop).
const known = new Set<string>(['buyed']);

describe('offline module generator', () => {
  it('builds a module that passes the contract schema', () => {
    expect(modulePhases.safeParse(buildOfflineModule(fromJournal, known)).success).toBe(true);
  });

  it('practises the fix in a short window of the learner’s words, labelled as theirs', () => {
    const first = buildOfflineModule(fromJournal).guided_practice.content.exercises[0]!;
    expect(first).toMatchObject({
      type: 'fill_blank',
      question: 'Fill the gap in your words from the entry: “…I ___ two…” (you first wrote “buyed”)',
      answer: 'bought',
    });
    expect(first.hint).toContain('buyed');
  });

  it('never presents the learner sentence as correct', () => {
    const m = buildOfflineModule(fromJournal, known);
    expectTeachesOnlyWhatIsChecked(m, [fromJournal.mistakes[0]!.correctedSentence]);
  });

  it('offers only other forms of the same word from its table, else asks a fill-in', () => {
    const choice = buildOfflineModule(fromJournal).guided_practice.content.exercises[1]!;
    expect(choice.type).toBe('multiple_choice');
    expect(choice.options).toContain('bought');
    expect([...choice.options!].sort()).toEqual(['bought', 'buy', 'buys']);
    // "casa" is in no table: no choice among dictionary neighbours (cosa, caza…), only fill-ins.
    const casa = buildOfflineModule({
      ...fromJournal,
      language: 'es',
      title: 'casa',
      mistakes: [
        {
          wrong: 'caza',
          right: 'casa',
          explanation: '',
          sentence: 'Mi caza es muy grande y bonita.',
          correctedSentence: 'Mi casa es muy grande y bonita.',
        },
      ],
    });
    expect(questionsOf(casa).every((q) => q.ex?.type !== 'multiple_choice')).toBe(true);
    expect(casa.complex_explanation.content.explanation).not.toMatch(/Other forms/);
  });

  it('teaches a change of article as grammar, not as spelling', () => {
    const m = buildOfflineModule({
      ...fromJournal,
      kind: 'grammar',
      title: 'es-gender',
      language: 'es',
      mistakes: [
        {
          wrong: 'el',
          right: 'la',
          explanation: '“casa” is feminine: la casa.',
          sentence: 'Hoy limpio el casa con mi hermano.',
          correctedSentence: 'Hoy limpio la casa con mi hermano.',
        },
      ],
    });
    const all = JSON.stringify(m);
    expect(all).not.toMatch(/spelled with|Spell it aloud|sound alike|Rule of thumb: es-/);
    expect(m.simple_explanation.content.explanation).toContain('feminine');
    const hints = questionsOf(m).map((q) => q.ex?.hint ?? '');
    expect(hints.join(' ')).not.toMatch(/a letter or two/);
    const choice = questionsOf(m).find((q) => q.ex?.type === 'multiple_choice');
    expect(choice?.ex?.options).toContain('la');
    for (const o of choice?.ex?.options ?? []) expect(sameLemma(o, 'la', 'es') || o === 'la').toBe(true);
  });

  it('practises a grammar point without a learner sentence on its drill, never on its title’s letters', () => {
    const m = buildOfflineModule({
      ...fromJournal,
      kind: 'grammar',
      title: 'Es-ser-profession',
      language: 'es',
      description: 'Professions take ser.',
      mistakes: [],
      examples: [],
    });
    expect(modulePhases.safeParse(m).success).toBe(true);
    const questions = questionsOf(m);
    expect(questions.map((q) => q.answer)).toEqual(['es', 'es']);
    expect(JSON.stringify(m)).not.toMatch(/letters|Unscramble|E-s-/);
    expectTeachesOnlyWhatIsChecked(m, []);
    const unknown = buildOfflineModule({
      ...fromJournal,
      kind: 'grammar',
      title: 'Word order in questions',
      description: 'The verb comes before the subject.',
      mistakes: [],
      examples: [],
    });
    expect(JSON.stringify(unknown)).not.toMatch(/letters|Unscramble/);
    expectTeachesOnlyWhatIsChecked(unknown, []);
  });

  it('grades the challenge on the practised span only', () => {
    const c = buildOfflineModule(fromJournal).independent_practice.content.challenge_question!;
    expect(c.question).toContain('buyed');
    const grade = (given: string) => gradeAnswer(c.answer, c.check, given);
    expect(grade('Yesterday I bought two apples at the market.')).toBe(true);
    expect(grade('Yesterday I bought two apple at the market.')).toBe(true);
    expect(grade('Yesterday I buyed two apples at the market.')).toBe(false);
  });

  it('says each thing once: rule, why, patterns, practice and review differ', () => {
    const m = buildOfflineModule(fromJournal, known);
    const texts = [
      m.simple_explanation.content.explanation,
      m.complex_explanation.content.explanation,
      m.review.content.key_points.join(' '),
    ];
    expect(new Set(texts).size).toBe(texts.length);
    expect(m.complex_explanation.content.explanation).not.toContain(m.simple_explanation.content.explanation);
    const questions = questionsOf(m).map((q) => q.question);
    expect(new Set(questions).size).toBe(questions.length);
  });

  it('is deterministic', () => {
    expect(buildOfflineModule(fromJournal, known)).toEqual(buildOfflineModule(fromJournal, known));
  });

  it('never grades a grammar concept’s plain example, which may be the learner’s unchecked sentence', () => {
    const saved = 'Je suis allé au marché.';
    const m = buildOfflineModule({
      ...fromJournal,
      kind: 'grammar',
      title: 'Passé composé with être',
      description: '',
      mistakes: [],
      examples: [saved],
    });
    expect(modulePhases.safeParse(m).success).toBe(true);
    const shown = m.demonstration.content.examples.find((e) => e.text === saved);
    expect(shown?.explanation).toMatch(/your own words.*not checked/i);
    for (const q of questionsOf(m)) {
      expect(q.question).not.toContain('marché');
      expect(q.answer).not.toContain('marché');
    }
    expect(m.independent_practice.content.challenge_question).toBeUndefined();
  });

  it('asks for a deck word from its meaning without a bare word on the examples slide', () => {
    const m = buildOfflineModule(
      { ...fromJournal, title: 'gato', description: 'cat', meaning: 'cat', mistakes: [], examples: [] },
      new Set(['gata', 'gatos', 'pato']),
    );
    expect(modulePhases.safeParse(m).success).toBe(true);
    expect(m.demonstration.content.examples.every((e) => e.text.trim().split(/\s+/).length > 1)).toBe(true);
    expectTeachesOnlyWhatIsChecked(m, []);
  });

  it('still builds a valid module from a bare word, without giving it away', () => {
    const m = buildOfflineModule({
      ...fromJournal,
      title: 'gato',
      description: '',
      mistakes: [],
      examples: [],
    });
    expect(modulePhases.safeParse(m).success).toBe(true);
    expectTeachesOnlyWhatIsChecked(m, []);
  });
});

/** Sentences of 3–9 words from a small pool, one word of which the learner misspelled. */
const word = fc.constantFrom(
  'casa',
  'perro',
  'muy',
  'bonito',
  'el',
  'la',
  'y',
  'comer',
  'también',
  'niños',
  'mucho',
  'frutas',
  'Haus',
  'the',
  'an',
);
const slip = (w: string) =>
  fc.constantFrom(
    w.normalize('NFD').replace(/\p{M}/gu, '') + 'x',
    w.toLowerCase() === w ? w.toUpperCase() : w.toLowerCase(),
    `${w}${w.at(-1)}`,
  );

describe('generated modules (property)', () => {
  it('never show a learner sentence as correct, never hold their answer, and grade right rewrites right', () => {
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 3, maxLength: 9 }),
        fc.nat(),
        fc.constantFrom('es', 'de', 'fr', 'en'),
        fc.boolean(),
        // The lesson's own words in every catalog language (decision 313): any of them may hold the answer.
        fc.constantFrom(...INTERFACE_LANGUAGES),
        (words, pick, language, multi, nativeLanguage) => {
          const at = pick % words.length;
          const right = words[at]!;
          return fc.assert(
            fc.property(slip(right), (wrong) => {
              if (wrong === right) return;
              const learner: string[] = [...words];
              learner[at] = wrong;
              const sentence = `${learner.join(' ')}.`;
              const input: ModuleInput = {
                kind: multi ? 'grammar' : 'vocab',
                title: right,
                description: 'A point.',
                language,
                nativeLanguage,
                level: null,
                mistakes: [
                  {
                    wrong,
                    right,
                    explanation: 'Checker message.',
                    sentence,
                    correctedSentence: sentence.replace(wrong, right),
                  },
                ],
                examples: [],
              };
              const m = buildOfflineModule(input, new Set([wrong]));
              expect(modulePhases.safeParse(m).success).toBe(true);
              // Any sentence of 6+ words is longer than every window: it must never appear whole.
              expectTeachesOnlyWhatIsChecked(
                m,
                words.length >= 8 ? [input.mistakes[0]!.correctedSentence] : [],
              );
              for (const q of questionsOf(m).filter((x) => x.ex?.type === 'multiple_choice')) {
                expect(q.ex!.options).toContain(q.answer);
                for (const o of q.ex!.options!)
                  if (o !== q.answer) expect(sameLemma(o, q.answer, language)).toBe(true);
              }
              const c = m.independent_practice.content.challenge_question;
              if (c) expect(gradeAnswer(c.answer, c.check, `${words.join(' ')}.`)).toBe(true);
            }),
            { numRuns: 3 },
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
