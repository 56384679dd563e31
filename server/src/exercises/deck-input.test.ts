import { describe, expect, it } from 'vitest';
import { grammarMaterial, mistakeFromExample } from './deck-input.js';

describe('a grammar concept’s stored examples', () => {
  it('turn a correction-style window into the fix to practise', () => {
    expect(mistakeFromExample('She buyed three apple → She bought three apple', 'irregular')).toEqual({
      wrong: 'buyed',
      right: 'bought',
      explanation: 'irregular',
      sentence: 'She buyed three apple',
      correctedSentence: 'She bought three apple',
    });
  });

  it('take in a neighbouring word for an insertion or a deletion', () => {
    expect(mistakeFromExample('to the the store → to the store', '')).toMatchObject({
      wrong: 'the the',
      right: 'the',
    });
    expect(mistakeFromExample('we went store → we went to store', '')).toMatchObject({
      wrong: 'went',
      right: 'went to',
    });
  });

  it('keep plain sentences only to show, never as a fix', () => {
    expect(grammarMaterial(['La comida no estaba bueno.', 'a apple → an apple'], 'A or an')).toEqual({
      mistakes: [expect.objectContaining({ wrong: 'a', right: 'an' })],
      examples: ['La comida no estaba bueno.'],
    });
  });
});
