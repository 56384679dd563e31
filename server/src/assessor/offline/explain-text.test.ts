import { INTERFACE_LANGUAGES } from '@inkwell/contract';
import { expectMirrorsEnglish, messageArguments } from '../../i18n/catalog-checks.test-support.js';
import { ADJECTIVE_AGREEMENT_RULES } from './adjective-after-noun.js';
import { CONJUNCTION_RULES } from './spanish-conjunctions.js';
import { describe, expect, it } from 'vitest';
import { ARTICLE_GENDER_RULES } from './article-gender.js';
import { en, type ExplainKey } from './catalogs/en.js';
import { EXPLAIN_CATALOGS, explainText, explanationLanguage } from './explain-text.js';
import { GERMAN_RULES } from './german-grammar.js';
import { FRENCH_RULES } from './french-grammar.js';
import { PARTICIPLE_RULES } from './romance-participles.js';
import { SPANISH_RULES } from './spanish.js';

const args = messageArguments;

/** Values for every argument: counts are numbers, a gender and a category are codes. */
const CATEGORIES = ['spelling', 'accents', 'punctuation', 'vocabulary', 'grammar', 'word_order'];
const samples = (message: string) =>
  CATEGORIES.map((category, i) => {
    const choice: Record<string, string | number> = {
      category,
      n: i + 1,
      flags: i + 1,
      words: i + 1,
      gender: ['m', 'f', 'n'][i % 3]!,
      confidence: i % 2 ? 'moderate' : 'low',
    };
    return Object.fromEntries(args(message, 'en').map((a) => [a, choice[a] ?? '◊']));
  });

const keys = Object.keys(en) as ExplainKey[];
const OTHERS = INTERFACE_LANGUAGES.filter((l) => l !== 'en');

/**
 * Messages that read the same in every language: names of target-language words ('desde hace') and
 * punctuation between placeholders.
 */
const SAME_EVERYWHERE = new Set<ExplainKey>(['title.es-consistir-en', 'title.es-desde-hace', 'level.join']);
/** English words a sentence of another language never needs (target words are quoted, never bare). */
const ENGLISH =
  /\b(?:the|is|are|and|of|with|not|this|your|check|write|word|words|mistakes?|spelling|grammar|found|after|before|noun|takes|only|could)\b/i;
/** What stays in the target language: quoted words and *italic* examples. */
const unquoted = (text: string) => text.replace(/“[^”]*”|\*[^*]*\*/g, ' ');

describe('offline explanation catalogs (issue 26, decision 303)', () => {
  it.each(INTERFACE_LANGUAGES)(
    '%s holds every English key, no other, with the same placeholders',
    (language) => expectMirrorsEnglish(language, EXPLAIN_CATALOGS[language], en),
  );

  it.each(INTERFACE_LANGUAGES)('%s: every message parses and renders with its values', (language) => {
    for (const key of keys)
      for (const values of samples(en[key])) {
        const text = explainText(language, key, values);
        expect(text, `${language} ${key}`).not.toMatch(/[{}]/);
        expect(text.trim(), `${language} ${key}`).not.toBe('');
      }
  });

  it.each(OTHERS)('%s leaves no English sentence behind', (language) => {
    for (const key of keys) {
      const message = EXPLAIN_CATALOGS[language][key];
      if (!SAME_EVERYWHERE.has(key)) expect(message, `${language} ${key}`).not.toBe(en[key]);
      for (const values of samples(en[key]))
        expect(unquoted(explainText(language, key, values)), `${language} ${key}`).not.toMatch(ENGLISH);
    }
  });

  it('keeps the quoted target-language words as they are', () => {
    const values = { noun: 'Haus', gender: 'n', known: 'das', right: 'das' };
    expect(explainText('es', 'gender.isSo', values)).toBe(
      '“Haus” es neutro: “das Haus”, así que “das Haus”.',
    );
    expect(explainText('en', 'gender.isSo', values)).toBe('“Haus” is neuter: “das Haus”, so “das Haus”.');
  });

  it('names the checked language in the learner’s words', () => {
    const values = { word: 'gegeht', corrected: 'geseht', language: 'de' };
    expect(explainText('es', 'spelling.unknown', values)).toContain('diccionario de alemán');
    expect(explainText('en', 'spelling.unknown', values)).toContain('not in the German dictionary');
  });

  it('English rule descriptions are the rule tables, word for word', () => {
    for (const [rule, text] of Object.entries({
      ...GERMAN_RULES,
      ...ARTICLE_GENDER_RULES,
      ...PARTICIPLE_RULES,
      ...ADJECTIVE_AGREEMENT_RULES,
      ...CONJUNCTION_RULES,
      ...SPANISH_RULES,
      ...FRENCH_RULES,
    }))
      expect(en[`rule.${rule}` as ExplainKey], rule).toBe(text);
  });
});

describe('explanation language', () => {
  it('is the native language when it has a catalog, else the interface language, else English', () => {
    expect(explanationLanguage('es', 'en')).toBe('es');
    expect(explanationLanguage('pt-BR', null)).toBe('pt');
    expect(explanationLanguage('ko', 'es')).toBe('es');
    expect(explanationLanguage('ko', 'ko')).toBe('en');
    expect(explanationLanguage(null, null)).toBe('en');
    expect(explanationLanguage('en', 'de')).toBe('en');
  });
});
