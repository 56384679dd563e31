import { INTERFACE_LANGUAGES, type ModulePhases } from '@inkwell/contract';
import { expectMirrorsEnglish, messageArguments } from '../i18n/catalog-checks.test-support.js';
import { describe, expect, it } from 'vitest';
import { drilledRules } from './grammar-drills.js';
import { en, type LessonKey } from './lesson-catalogs/en.js';
import { expectTeachesOnlyWhatIsChecked, questionsOf } from './lesson-invariants.test-support.js';
import { LESSON_CATALOGS, lessonLanguage, lessonText } from './lesson-text.js';
import type { ModuleInput } from './module-input.js';
import { buildOfflineModule } from './offline-generator.js';

const args = messageArguments;

/** Values for every argument: `source` is a code, `letters` a count, the rest target-language words. */
const samples = (message: string) =>
  [1, 5].flatMap((n) =>
    ['entry', 'example'].map((source) =>
      Object.fromEntries(
        args(message, 'en').map((a) => [a, a === 'source' ? source : a === 'letters' ? n : '◊']),
      ),
    ),
  );

const keys = Object.keys(en) as LessonKey[];
const OTHERS = INTERFACE_LANGUAGES.filter((l) => l !== 'en');

/** English words a sentence of another language never needs (target words are quoted, never bare). */
const ENGLISH =
  /\b(?:the|is|are|and|of|with|not|this|your|you|check|write|word|words|gap|letters?|spelling|fill|after|before|only|which|earlier|rule|lesson|example|saved|own)\b/i;
/** What stays in the target language: quoted words, and the example words a "Going deeper" note cites. */
const unquoted = (text: string) => text.replace(/“[^”]*”|\([^)]*\)/g, ' ');

/**
 * What a question, a hint or a question's tail may say: never the answer (`right`, the word, the title).
 * The learner's earlier form, the meaning and the rule are what the question asks from.
 */
const QUESTION_VALUES = new Set([
  'source',
  'gapped',
  'tail',
  'wrong',
  'written',
  'earlier',
  'meaning',
  'letters',
  'scrambled',
  'rule',
]);
const asksSomething = (key: string) => /^(?:q|hint|tail)\./.test(key);

describe('lesson catalogs (issue 26, decision 313)', () => {
  it.each(INTERFACE_LANGUAGES)(
    '%s holds every English key, no other, with the same placeholders',
    (language) => expectMirrorsEnglish(language, LESSON_CATALOGS[language], en),
  );

  it.each(INTERFACE_LANGUAGES)('%s: every message parses and renders with its values', (language) => {
    for (const key of keys)
      for (const values of samples(en[key])) {
        const text = lessonText(language, key, values);
        expect(text, `${language} ${key}`).not.toMatch(/[{}]/);
        expect(text.trim(), `${language} ${key}`).not.toBe('');
      }
  });

  it.each(INTERFACE_LANGUAGES)('%s: no question or hint has its answer as a placeholder', (language) => {
    for (const key of keys.filter(asksSomething))
      for (const name of args(LESSON_CATALOGS[language][key], language))
        expect(QUESTION_VALUES.has(name), `${language} ${key} says {${name}}`).toBe(true);
  });

  it.each(OTHERS)('%s leaves no English sentence behind', (language) => {
    for (const key of keys) {
      expect(LESSON_CATALOGS[language][key], `${language} ${key}`).not.toBe(en[key]);
      for (const values of samples(en[key]))
        expect(unquoted(lessonText(language, key, values)), `${language} ${key}`).not.toMatch(ENGLISH);
    }
  });

  it('the English check would catch an English sentence', () => {
    expect(unquoted(en['tips.entry'])).toMatch(ENGLISH);
    expect(unquoted(en['q.fill'])).toMatch(ENGLISH);
  });
});

describe('lesson language', () => {
  it('is the native language when it has a catalog, else the interface language, else English', () => {
    expect(lessonLanguage({ nativeLanguage: 'es', interfaceLanguage: 'en' })).toBe('es');
    expect(lessonLanguage({ nativeLanguage: 'pt-BR' })).toBe('pt');
    expect(lessonLanguage({ nativeLanguage: 'ko', interfaceLanguage: 'de' })).toBe('de');
    expect(lessonLanguage({ nativeLanguage: 'ko', interfaceLanguage: null })).toBe('en');
    expect(lessonLanguage({ nativeLanguage: null })).toBe('en');
  });
});

// An English learner's entry: "buyed" is fixed; the lesson around it is in the learner's language.
const entryLesson = (nativeLanguage: string | null, interfaceLanguage?: string): ModuleInput => ({
  kind: 'vocab',
  title: 'bought',
  description: '',
  language: 'en',
  nativeLanguage,
  ...(interfaceLanguage ? { interfaceLanguage } : {}),
  level: 'A2',
  mistakes: [
    {
      wrong: 'buyed',
      right: 'bought',
      explanation: '“Buy” is irregular.',
      sentence: 'Yesterday I buyed two apples at the market.',
      correctedSentence: 'Yesterday I bought two apples at the market.',
    },
  ],
  examples: [],
});

/** Every sentence of a module the learner reads as the lesson's own words. */
const lessonWords = (m: ModulePhases): string[] => [
  m.simple_explanation.content.explanation,
  m.simple_explanation.content.key_takeaway,
  m.simple_explanation.content.example,
  m.complex_explanation.content.explanation,
  m.demonstration.content.pattern,
  ...m.demonstration.content.examples.map((e) => e.explanation),
  m.guided_practice.content.tips ?? '',
  ...questionsOf(m).flatMap((q) => [q.question, q.ex?.hint ?? '']),
  ...m.review.content.key_points,
  m.review.content.memory_aid,
];

describe('an offline lesson in the learner’s language', () => {
  it('a Spanish speaker’s lesson has Spanish instructions and hints', () => {
    const m = buildOfflineModule(entryLesson('es'), new Set(['buyed']));
    const first = m.guided_practice.content.exercises[0]!;
    expect(first.question).toBe(
      'Rellena el hueco en tus palabras de la entrada: “…I ___ two…” (primero escribiste “buyed”)',
    );
    expect(first.hint).toBe('Tu forma anterior era “buyed”. Solo cambian una o dos letras.');
    expect(m.guided_practice.content.tips).toBe(
      'Las palabras que rodean cada hueco son tuyas, tal como las escribiste; solo se revisa el hueco.',
    );
    for (const text of lessonWords(m)) expect(unquoted(text), text).not.toMatch(ENGLISH);
  });

  it('takes the interface language when the native one has no catalog', () => {
    const m = buildOfflineModule(entryLesson('ko', 'es'));
    expect(m.guided_practice.content.tips).toMatch(/^Las palabras que rodean/);
    expect(buildOfflineModule(entryLesson('ko')).guided_practice.content.tips).toMatch(/^The words around/);
  });

  it.each(INTERFACE_LANGUAGES)('%s: the lesson never shows an answer in its question or hint', (language) => {
    const m = buildOfflineModule(entryLesson(language), new Set(['buyed']));
    expectTeachesOnlyWhatIsChecked(m, ['Yesterday I bought two apples at the market.']);
  });

  it.each(INTERFACE_LANGUAGES)('%s: every grammar drill asks without its answer', (language) => {
    for (const rule of drilledRules()) {
      const m = buildOfflineModule({
        ...entryLesson(language),
        kind: 'grammar',
        title: rule,
        description: 'A rule.',
        mistakes: [],
      });
      expect(questionsOf(m).length, rule).toBeGreaterThan(0);
      expectTeachesOnlyWhatIsChecked(m, []);
    }
  });
});
