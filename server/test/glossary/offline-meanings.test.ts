import type { VocabConcept } from '@inkwell/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { createOfflineAssessor } from '../../src/assessor/offline/assessor.js';
import { OfflineChecker } from '../../src/assessor/offline/checker-client.js';
import { cardFaces, NO_MEANING } from '../../src/concepts/faces.js';
import type { FaceSource } from '../../src/concepts/repo.js';
import { emptyConcept } from '../../src/concepts/service.js';
import { lookupMeaning } from '../../src/glossary/glossary.js';
import { withMeanings } from '../../src/glossary/meanings.js';

/**
 * Vocabulary meanings (decision 150), offline: every vocabulary card made from an offline assessment in es, de, fr and en
 * has a meaning in the learner's native language or asks for one, and never shows the checker's message.
 */

const checker = new OfflineChecker();
const assessor = createOfflineAssessor(checker);
afterAll(() => checker.close());

const ENTRIES: { language: string; native: string; text: string; expected: Record<string, RegExp> }[] = [
  {
    language: 'es',
    native: 'en',
    text: 'Mañana voy a visitar a mi avuela. El vendedor era muy simpatico y compramos frutas.',
    expected: { abuela: /grandmother/ },
  },
  {
    language: 'es',
    native: 'de',
    text: 'Mañana voy a visitar a mi avuela.',
    expected: { abuela: /Großmutter/ },
  },
  {
    language: 'de',
    native: 'en',
    text: 'Gestern bin ich mit dem Fahrad in die Schule gefahren.',
    expected: { fahrrad: /bicycle|bike/ },
  },
  {
    language: 'fr',
    native: 'en',
    text: "Aujourd'hui j'ai mangé une pomme avec mon ami. C'est trés bon.",
    expected: { très: /very/ },
  },
  {
    language: 'en',
    native: 'es',
    // "leter" and "freind" are flags now (leter may be "later"): no card for a guess (issue 22).
    text: 'Then I recieved a leter from my freind.',
    expected: { received: /recib/ },
  },
];

/** A concept as recordDiscoveredVocab stores it, for the faces its cards would show. */
const row = (c: VocabConcept, language: string): FaceSource => ({
  ...emptyConcept('u1', 'vocab', c.word.toLowerCase(), language, 0),
  word: c.word,
  english_translation: c.meaning ?? null,
  context: c.context,
  justification: c.justification,
  correction_type: c.correction_type,
});

describe('offline vocabulary meanings', () => {
  it.each(ENTRIES)(
    '$language entry, native $native: every card has a meaning or asks for one',
    async ({ language, native, text, expected }) => {
      const { data } = await assessor.assess({
        text,
        targetLanguage: language,
        nativeLanguage: native,
        userId: 'u',
      });
      expect(data.vocab_concepts.length).toBeGreaterThan(0);
      const concepts = await withMeanings(data.vocab_concepts, data.language, native);
      for (const [word, meaning] of Object.entries(expected))
        expect(concepts.find((c) => c.word.toLowerCase() === word)?.meaning).toMatch(meaning);
      for (const c of concepts) {
        if (c.meaning) expect(c.meaning).not.toBe(c.justification);
        const cardType = c.correction_type === 'spelling' ? 'spelling' : 'recognition';
        const { front, back } = cardFaces(row(c, language), cardType);
        const faces = [front.text, front.hint, back.text, back.hint].join('\n');
        expect(faces).not.toContain(c.justification);
        // The meaning in the learner's language, or the card asks for one.
        if (cardType === 'spelling') {
          expect(back.text).toBe(c.word);
          expect(
            front.text === c.meaning || front.text.startsWith('You wrote') || front.text === NO_MEANING,
          ).toBe(true);
        } else expect(back.text).toBe(c.meaning ?? NO_MEANING);
      }
    },
    120_000,
  );

  it('finds inflected forms under their dictionary entry, only for known pairs', async () => {
    expect((await lookupMeaning('compramos', 'es', 'en'))?.lemma).toBe('comprar');
    expect((await lookupMeaning('Häuser', 'de', 'en'))?.meaning).toMatch(/house/);
    expect(await lookupMeaning('casa', 'es', 'es')).toBeNull();
    expect(await lookupMeaning('casa', 'es', 'ja')).toBeNull();
    expect(await lookupMeaning('casa', null, 'en')).toBeNull();
  });

  it('a meaning the model gave is kept, and an unset native language reads as English', async () => {
    const base = { vocab_uuid: 'v', correction_type: 'vocabulary' as const, context: '', justification: '' };
    const [given, looked] = await withMeanings(
      [
        { ...base, word: 'casa', meaning: 'Haus' },
        { ...base, word: 'casa', meaning: null },
      ],
      'es',
      null,
    );
    expect(given?.meaning).toBe('Haus');
    expect(looked?.meaning).toMatch(/house/);
  });
});
