import { describe, expect, it } from 'vitest';
import { wrongLanguage, wrongLanguageNote } from './explanation-language.js';

const ENGLISH = [
  'Great work! Your story about the weekend is clear and easy to follow.',
  'Use "fui" here: the trip is a finished action in the past, so Spanish takes the preterite.',
];
const SPANISH = [
  '¡Buen trabajo! Tu historia sobre el fin de semana es clara y fácil de seguir.',
  'Usa "fui" aquí: el viaje es una acción terminada en el pasado, así que se usa el pretérito.',
];

describe('explanation language check', () => {
  it('says nothing when the explanations are in the language asked for, quoted target words aside', () => {
    expect(wrongLanguage(ENGLISH, 'en')).toBeNull();
    expect(wrongLanguage(SPANISH, 'es-MX')).toBeNull();
  });

  it('names the language when the explanations are in another one', () => {
    expect(wrongLanguage(SPANISH, 'en')).toBe('es');
    expect(wrongLanguageNote(SPANISH, 'en')).toEqual({
      code: 'model.wrong_language',
      params: { found_language: 'es', expected_language: 'en' },
      text: 'The explanations seem to be written in Spanish, not in English as asked.',
    });
  });

  it('says nothing when the text is too short to tell, or the language is one it cannot identify', () => {
    expect(wrongLanguage(['Muy bien.'], 'en')).toBeNull();
    expect(wrongLanguage(SPANISH, 'xx')).toBeNull();
  });
});

describe('explanation language check on text about another language', () => {
  it('keeps English that names German words as English', () => {
    const explanation =
      'Nouns are capitalised in German and the word is spelled Freund; the extra letters make it a different, unknown word.';
    expect(
      wrongLanguage(
        ['You tell clearly what you did at the market. Check the spelling of Freund.', explanation],
        'en',
      ),
    ).toBeNull();
    expect(wrongLanguage([explanation], 'en')).toBeNull();
  });
});
