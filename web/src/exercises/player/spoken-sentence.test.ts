import { describe, expect, it } from 'vitest';
import { spokenSentence } from './spoken-sentence';

describe('spokenSentence', () => {
  it('fills the gap of a quoted sentence with the answer, leaving the English instruction out', () => {
    expect(
      spokenSentence({
        type: 'fill_blank',
        question: 'Fill the gap: “Ich fahre mit ___ Bus.”',
        answer: 'dem',
      }),
    ).toBe('Ich fahre mit dem Bus.');
  });

  it('fills a gap after an instruction, or in a bare question, for multiple choice too', () => {
    expect(
      spokenSentence({ type: 'multiple_choice', question: 'Complete: Ayer ____ al cine.', answer: 'fui' }),
    ).toBe('Ayer fui al cine.');
    expect(spokenSentence({ type: 'fill_blank', question: 'Hoy ___ cansada.', answer: ' estoy ' })).toBe(
      'Hoy estoy cansada.',
    );
  });

  it("reads a translation's answer, the sentence in the target language", () => {
    expect(spokenSentence({ type: 'translation', question: 'I went home.', answer: 'Fui a casa.' })).toBe(
      'Fui a casa.',
    );
  });

  it('reads the answer alone when there is no single gap', () => {
    expect(spokenSentence({ type: 'fill_blank', question: 'Unscramble: otag', answer: 'gato' })).toBe('gato');
    expect(spokenSentence({ type: 'fill_blank', question: '___ y ___', answer: 'pan' })).toBe('pan');
  });
});
