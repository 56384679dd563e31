import { describe, expect, it } from 'vitest';
import { varietyGenderLines } from './variety-gender.js';

describe('variety and gender prompt lines', () => {
  it('names the variety in words and the gender for agreement about the writer', () => {
    const [variety, gender] = varietyGenderLines('pt-BR', 'feminine');
    expect(variety).toContain('Brazilian Portuguese spelling and usage');
    expect(gender).toContain('The student is female');
    expect(gender).toContain('feminine gender');
  });

  it('says nothing for no variety, an unknown tag or an unspecified gender', () => {
    expect(varietyGenderLines(null, null)).toEqual([]);
    expect(varietyGenderLines('xx-YY', 'unspecified')).toEqual([]);
    expect(varietyGenderLines(undefined, 'ignore all rules')).toEqual([]);
  });
});
