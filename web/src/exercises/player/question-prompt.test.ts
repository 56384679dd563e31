import { afterEach, describe, expect, it } from 'vitest';
import es from '../../i18n/catalogs/es.json';
import { applyCatalog } from '../../i18n/runtime';
import { choicesShown, questionPrompt } from './question-prompt';

afterEach(() => applyCatalog('en', {}));

describe('questionPrompt', () => {
  it("prefixes a translation with the spec's 'Translate: ' in English, and in Spanish with 'Traduce: '", () => {
    expect(questionPrompt({ type: 'translation', question: 'I went home' })).toBe('Translate: I went home');
    applyCatalog('es', es);
    expect(questionPrompt({ type: 'translation', question: 'I went home' })).toBe('Traduce: I went home');
    expect(questionPrompt({ type: 'fill_blank', question: 'I ___ home' })).toBe('I ___ home');
  });
});

describe('choicesShown', () => {
  it('keeps real options and words the placeholders in the interface language', () => {
    expect(choicesShown({ answer: 'went', options: ['went', 'goed'] })).toEqual(['went', 'goed']);
    expect(choicesShown({ answer: 'went' })).toEqual(['went', 'Option B', 'Option C']);
    applyCatalog('es', es);
    expect(choicesShown({ answer: 'went' })).toEqual(['went', 'Opción B', 'Opción C']);
  });
});
