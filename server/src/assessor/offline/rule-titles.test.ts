import { describe, expect, it } from 'vitest';
import { isRuleSlug, readableConceptName, slugTitle } from './rule-titles.js';

describe('readable rule names', () => {
  it('names a listed slug in words, whatever its stored capital', () => {
    expect(slugTitle('es-subject-pronoun')).toBe('Leaving out the subject pronoun');
    expect(readableConceptName('Es-plural-adjective')).toBe('Adjective agreement');
  });

  it('reads an unlisted slug as its words, without the language prefix', () => {
    expect(slugTitle('it-noun-plural')).toBe('Noun plural');
  });

  it('leaves a name that is not a slug alone', () => {
    expect(isRuleSlug('ser/estar')).toBe(false);
    expect(isRuleSlug('Third-person -s')).toBe(false);
    expect(readableConceptName('Irregular verb forms')).toBe('Irregular verb forms');
    expect(readableConceptName('día')).toBe('día');
  });
});
