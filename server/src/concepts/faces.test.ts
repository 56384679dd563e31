import { describe, expect, it } from 'vitest';
import { fixExample } from '../assessor/concepts.js';
import { cardFaces, NO_MEANING } from './faces.js';
import type { ConceptRow } from './repo.js';
import { emptyConcept } from './service.js';

const base: ConceptRow = {
  ...emptyConcept('u1', 'vocab', 'manzana', 'es', 0),
  id: 'c1',
  word: 'manzana',
  english_translation: 'apple',
  pos: 'noun',
  example_sentences: '["Comí una manzana roja."]',
};

describe('vocab faces', () => {
  it('recognition: word → meaning with the example', () => {
    expect(cardFaces(base, 'recognition')).toEqual({
      front: { text: 'manzana', hint: 'noun' },
      back: { text: 'apple', hint: 'Comí una manzana roja.' },
    });
  });
  it('recall: meaning → word, the example blanked on the front', () => {
    expect(cardFaces(base, 'recall')).toEqual({
      front: { text: 'apple', hint: 'Comí una _____ roja.' },
      back: { text: 'manzana', hint: 'Comí una manzana roja.' },
    });
  });
  it('a German noun of certain gender carries its article; an unknown one and other languages do not', () => {
    const tisch = {
      ...base,
      target_language: 'de',
      word: 'Tisch',
      key: 'tisch',
      english_translation: 'table',
    };
    tisch.example_sentences = '[]';
    expect(cardFaces(tisch, 'recognition').front.text).toBe('der Tisch');
    expect(cardFaces(tisch, 'recall').back.text).toBe('der Tisch');
    expect(cardFaces({ ...tisch, word: 'Küche' }, 'recognition').front.text).toBe('die Küche');
    expect(cardFaces({ ...tisch, word: 'Fahrrad', target_language: 'de-AT' }, 'recognition').front.text).toBe(
      'das Fahrrad',
    );
    expect(cardFaces({ ...tisch, word: 'Teil' }, 'recognition').front.text).toBe('Teil');
    expect(cardFaces({ ...tisch, word: 'gehen' }, 'recognition').front.text).toBe('gehen');
    expect(cardFaces(base, 'recognition').front.text).toBe('manzana');
  });
  it('a discovered word without a meaning says so, never why it was flagged (issue 17)', () => {
    const c = {
      ...base,
      english_translation: null,
      justification: 'Spelling of "manzana"',
      context: 'Comí una mansana.',
      example_sentences: '[]',
    };
    // The example is the learner's own sentence with the fix, labelled as theirs (decision 241).
    const mine = 'Your sentence, this word corrected: “Comí una manzana.”';
    const noMeaning = { key: 'card.face.noMeaning', params: {} };
    expect(cardFaces(c, 'recognition').back).toEqual({
      text: NO_MEANING,
      hint: mine,
      text_message: noMeaning,
      hint_message: { key: 'card.face.yourSentence', params: { sentence: 'Comí una manzana.' } },
    });
    expect(cardFaces(c, 'recall').front).toEqual({
      text: NO_MEANING,
      hint: 'Your sentence, this word corrected: “Comí una _____.”',
      text_message: noMeaning,
      hint_message: { key: 'card.face.yourSentence', params: { sentence: 'Comí una _____.' } },
    });
    expect(cardFaces(c, 'recall').back.hint).toBe(mine);
    // A sentence with no wrong form of the word gives no example rather than a guessed one.
    expect(cardFaces({ ...c, context: 'Comí pan.' }, 'recognition').back.hint).toBeNull();
  });
  it('spelling: the meaning and the misspelling ask for the correct spelling', () => {
    const c = { ...base, correction_type: 'spelling', context: 'Comí una mansana roja.' };
    expect(cardFaces(c, 'spelling')).toEqual({
      front: {
        text: 'apple',
        hint: 'You wrote “mansana”',
        hint_message: { key: 'card.face.youWrote', params: { wrong: 'mansana' } },
      },
      back: {
        text: 'manzana',
        hint: 'not “mansana”',
        hint_message: { key: 'card.face.notThis', params: { wrong: 'mansana' } },
      },
    });
    const bare = { ...c, english_translation: null };
    expect(cardFaces(bare, 'spelling').front).toEqual({
      text: 'You wrote “mansana”',
      hint: null,
      text_message: { key: 'card.face.youWrote', params: { wrong: 'mansana' } },
    });
  });
});

describe('grammar faces', () => {
  const grammar: ConceptRow = {
    ...base,
    type: 'grammar',
    key: 'present perfect',
    word: null,
    title: 'Present perfect',
    description: 'have/has + past participle',
    examples: '["I has went home → I have gone home"]',
  };
  it('recognition: the fix → the rule, the window labelled as the learner’s words', () => {
    expect(cardFaces(grammar, 'recognition')).toEqual({
      front: {
        text: '“has went” → “have gone”',
        hint: 'Your words, not checked: “I has went home”',
        text_message: { key: 'card.face.fix', params: { wrong: 'has went', right: 'have gone' } },
        hint_message: { key: 'card.face.yourWords', params: { words: 'I has went home' } },
      },
      back: { text: 'Present perfect', hint: 'have/has + past participle' },
    });
  });
  it('context: the rule and the learner’s window with the fix as a gap → the fixed span', () => {
    expect(cardFaces(grammar, 'context')).toEqual({
      front: {
        text: 'Present perfect',
        hint: 'Your words, not checked: “I _____ home”; you wrote “has went”',
        hint_message: {
          key: 'card.face.yourWordsYouWrote',
          params: { words: 'I _____ home', wrong: 'has went' },
        },
      },
      back: {
        text: 'have gone',
        hint: 'not “has went” · have/has + past participle',
        hint_message: {
          key: 'card.face.notThisRule',
          params: { wrong: 'has went', description: 'have/has + past participle' },
        },
      },
    });
  });
  it('context with a plain example shows the rule and reveals the example', () => {
    const plain = { ...grammar, examples: '["She has eaten."]' };
    expect(cardFaces(plain, 'context')).toEqual({
      front: { text: 'Present perfect', hint: 'have/has + past participle' },
      back: { text: 'She has eaten.', hint: 'have/has + past participle' },
    });
  });
});

/**
 * Real-looking learner sentences, each with one fix the checker found and a second mistake it missed
 * (issue 17). The stored example is made by the offline assessor's own fixExample; no card face may
 * show the missed mistake, nor the window with only the one fix applied, as correct language: the
 * missed mistake appears only inside the labelled learner's words.
 */
describe('grammar cards never present an uncaught mistake as correct', () => {
  const cases = [
    {
      language: 'es',
      text: 'Ayer fue con mi amigos al mercado.',
      wrong: 'fue',
      right: 'fui',
      missed: 'mi amigos',
    },
    {
      language: 'de',
      text: 'Gestern ich habe einen Buch gekauft.',
      wrong: 'einen',
      right: 'ein',
      missed: 'ich habe',
    },
    { language: 'fr', text: 'Hier je sont allé à le cinéma.', wrong: 'à le', right: 'au', missed: 'je sont' },
    {
      language: 'en',
      text: 'He have two sister and they live in London.',
      wrong: 'have',
      right: 'has',
      missed: 'two sister',
    },
  ];
  const labelled = /Your words, not checked: “[^”]*”/g;
  for (const c of cases)
    it(`${c.language}: “${c.missed}” stays the learner’s own words`, () => {
      const start = c.text.indexOf(c.wrong);
      const stored = fixExample(c.text, {
        id: 'x',
        original: c.wrong,
        corrected: c.right,
        explanation: 'grammar',
        category: 'grammar',
        start,
        end: start + c.wrong.length,
        context: c.text,
      });
      expect(stored).toContain(c.missed);
      const concept: ConceptRow = {
        ...emptyConcept('u1', 'grammar', 'point', c.language, 0),
        id: 'g1',
        title: 'The point',
        examples: JSON.stringify([stored]),
      };
      const fixedWindow = stored!.split(' → ')[1]!;
      const faces = (['recognition', 'context'] as const).flatMap((t) => {
        const { front, back } = cardFaces(concept, t);
        return [front.text, front.hint, back.text, back.hint].filter((x): x is string => !!x);
      });
      const shown = faces.join('\n');
      expect(shown).toContain(`“${c.right}”`);
      expect(shown, 'the window with one fix applied is shown as correct').not.toContain(fixedWindow);
      for (const face of faces) {
        expect(face.replace(labelled, ''), `“${face}” shows the missed mistake as correct`).not.toContain(
          c.missed,
        );
      }
      expect(shown.match(labelled)?.some((m) => m.includes(c.missed))).toBe(true);
    });
});
