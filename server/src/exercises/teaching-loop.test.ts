import { gradeAnswer, modulePhases, type ModulePhases } from '@inkwell/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineAssessor } from '../assessor/offline/assessor.js';
import { OfflineChecker } from '../assessor/offline/checker-client.js';
import type { ConceptRow } from '../concepts/repo.js';
import { emptyConcept } from '../concepts/service.js';
import { deckModuleInput } from './deck-input.js';
import { moduleInputsFromAssessment } from './from-assessment.js';
import type { LearnerMistake } from './module-input.js';
import {
  distractorsOf,
  expectTeachesOnlyWhatIsChecked,
  questionsOf,
} from './lesson-invariants.test-support.js';
import { offlineModule } from './offline-module.js';

/**
 * The whole offline loop: a real assessment finds one mistake of each entry and misses another in the
 * same sentence (agreement the spell checker cannot see); the lessons built from it must not teach the
 * missed one as correct, and must grade the fully corrected sentence right.
 */
const ENTRIES = [
  {
    language: 'es',
    text: 'Ayer fui al mercado con mi hermana. El vendedor era muy simpatico y compramos mucho frutas.',
    teacher: 'El vendedor era muy simpático y compramos muchas frutas.',
  },
  {
    language: 'de',
    text: 'Gestern war ich im Park. Wir haben ein kleines haus gesehen und der Frau war sehr nett.',
    teacher: 'Wir haben ein kleines Haus gesehen und die Frau war sehr nett.',
  },
  {
    language: 'fr',
    text: 'Hier je suis allé au marché. Le vendeur etait très gentil et nous avons acheté des pomme vert.',
    teacher: 'Le vendeur était très gentil et nous avons acheté des pommes vertes.',
  },
  {
    language: 'en',
    text: 'Yesterday we went to the market. She buyed three apple and we was very happy.',
    teacher: 'She bought three apples and we were very happy.',
  },
] as const;

const checker = new OfflineChecker();
const built: {
  language: string;
  teacher: string;
  learnerSentences: string[];
  entry: ModulePhases[];
  deck: ModulePhases[];
  /** Create Exercise sessions of the assessment's grammar concepts, with their fixes. */
  grammarDeck: { module: ModulePhases; fixes: LearnerMistake[] }[];
}[] = [];

beforeAll(async () => {
  const assessor = createOfflineAssessor(checker);
  for (const e of ENTRIES) {
    const { data } = await assessor.assess({
      text: e.text,
      targetLanguage: e.language,
      nativeLanguage: 'en',
      userId: 'learner',
    });
    const inputs = moduleInputsFromAssessment(data, { nativeLanguage: 'en' });
    const learnerSentences = data.corrections.flatMap((c) => {
      const all = inputs.flatMap((i) => i.input.mistakes).filter((m) => m.sentence === c.context);
      return [c.context, ...all.map((m) => m.correctedSentence)];
    });
    const entry = await Promise.all(inputs.map((i) => offlineModule(i.input, checker)));
    // Create Exercise: the same words as deck concepts (as the assessment stored them), plus one the
    // learner added with a meaning and one with nothing but the word.
    const concepts = [
      ...data.vocab_concepts.map((v) =>
        concept({
          word: v.word,
          context: v.context,
          justification: v.justification,
          correction_type: v.correction_type,
        }),
      ),
      concept({
        word: e.language === 'en' ? 'happy' : e.language === 'de' ? 'Frau' : 'frutas',
        english_translation: 'a word of the entry',
      }),
      concept({ word: e.language === 'fr' ? 'gentil' : 'market' }),
    ];
    const deck = await Promise.all(
      concepts.map((c) =>
        offlineModule(
          deckModuleInput({ ...c, target_language: e.language }, { nativeLanguage: 'en', level: null }),
          checker,
        ),
      ),
    );
    // Grammar deck concepts exactly as the offline assessor stored them (decision 147, amendment).
    const grammarDeck = await Promise.all(
      data.grammar.map(async (g) => {
        const input = deckModuleInput(
          concept({
            type: 'grammar',
            key: g.title.toLowerCase(),
            title: g.title,
            description: g.description,
            examples: JSON.stringify(g.examples),
            target_language: e.language,
          }),
          { nativeLanguage: 'en', level: null },
        );
        return { module: await offlineModule(input, checker), fixes: input.mistakes };
      }),
    );
    built.push({
      language: e.language,
      teacher: e.teacher,
      learnerSentences,
      entry,
      deck: [...deck, ...grammarDeck.map((g) => g.module)],
      grammarDeck,
    });
  }
}, 300_000);

afterAll(() => checker.close());

function concept(fields: Partial<ConceptRow>): ConceptRow {
  return { ...emptyConcept('learner', 'vocab', fields.word ?? '', '', 0), ...fields };
}

describe.each(ENTRIES.map((e) => e.language))('the offline lesson loop in %s', (language) => {
  const of = () => built.find((b) => b.language === language)!;

  it('finds a mistake to practise and leaves the agreement mistake unfound', () => {
    expect(of().entry.length).toBeGreaterThan(0);
    for (const m of [...of().entry, ...of().deck]) expect(modulePhases.safeParse(m).success).toBe(true);
  });

  it('never presents a learner sentence as correct, nor a question holding its answer', () => {
    for (const m of [...of().entry, ...of().deck]) expectTeachesOnlyWhatIsChecked(m, of().learnerSentences);
  });

  it('grades the teacher’s fully corrected sentence right in every challenge', () => {
    const challenges = [...of().entry, ...of().deck]
      .map((m) => m.independent_practice.content.challenge_question)
      .filter((c) => c !== undefined);
    expect(challenges.length).toBeGreaterThan(0);
    for (const c of challenges) {
      expect(gradeAnswer(c.answer, c.check, of().teacher)).toBe(true);
      expect(gradeAnswer(c.answer, c.check, c.check!.window)).toBe(true);
      expect(gradeAnswer(c.answer, c.check, c.question.split('“').at(-1)!.replace(/”$/, ''))).toBe(false);
    }
  });

  it('offers only real words of the language as distractors', async () => {
    const options = [...of().entry, ...of().deck].flatMap(distractorsOf);
    const words = options.flatMap((o) => o.wrong);
    if (language === 'es') expect(words.length).toBeGreaterThan(0); // mucho, mucha… (forms of muchas)
    const known = await checker.knownWords(words, language);
    expect(words.filter((w) => !known.has(w))).toEqual([]);
  });

  it('practises a grammar deck concept’s fix, never the learner’s whole sentence', () => {
    const learner = ENTRIES.find((e) => e.language === language)!.text;
    const sentences = learner.split(/(?<=[.!?])\s+/).map((s) => s.replace(/[.!?]+$/, ''));
    for (const { module, fixes } of of().grammarDeck) {
      expect(fixes.length).toBeGreaterThan(0);
      for (const text of [
        ...module.demonstration.content.examples.map((e) => e.text),
        ...module.demonstration.content.examples.map((e) => e.explanation),
        module.simple_explanation.content.example,
      ])
        for (const s of sentences) expect(text).not.toContain(s);
      expect(JSON.stringify(module)).not.toContain('An example saved with this concept');
      const questions = questionsOf(module);
      expect(questions.length).toBeGreaterThan(0);
      for (const q of questions) {
        // A fill-in's answer is the fixed span itself; a rewrite grades the span through its check.
        expect(fixes.map((f) => f.right)).toContain(q.check?.right ?? q.answer);
      }
    }
    if (language === 'en') {
      // "we was" and "three apple" stay unfound; the irregular past is the fix practised.
      const fixes = of().grammarDeck.flatMap((g) => g.fixes);
      expect(fixes).toContainEqual(expect.objectContaining({ wrong: 'buyed', right: 'bought' }));
      for (const f of fixes) expect(f.correctedSentence).not.toContain('we was very happy');
    }
  });

  it('never uses the checker’s message as a Create Exercise question', () => {
    for (const m of of().deck)
      for (const q of questionsOf(m)) expect(q.question).not.toMatch(/dictionary|did you mean/i);
  });
});
