import type { CardStates, GrammarCard, VocabCard } from '@inkwell/contract';
import { describe, expect, it } from 'vitest';
import {
  deckCounts,
  exampleTexts,
  spokenExample,
  filterGrammar,
  filterVocab,
  formatReviewDate,
  masteryLevels,
  reviewCountLabel,
  toGrammarDocument,
  toVocabDocument,
} from './deck-items';

const states = (s: Partial<CardStates> = {}): CardStates => ({
  new: 0,
  learning: 0,
  review: 0,
  relearning: 0,
  ...s,
});

const vocabCard = (over: Partial<VocabCard> = {}): VocabCard => ({
  concept_id: 'c1',
  word: '사과',
  english_translation: 'apple',
  romanization: 'sagwa',
  pos: 'noun',
  example_sentence_native: '사과를 먹어요.',
  context: null,
  justification: null,
  target_language: 'ko',
  card_states: states({ new: 2 }),
  total_reviews: 0,
  last_reviewed_at: null,
  created_at: 1,
  updated_at: 2,
  ...over,
});

const grammarCard = (over: Partial<GrammarCard> = {}): GrammarCard => ({
  concept_id: 'g1',
  title: 'Past tense -었-',
  description: 'Marks completed actions',
  examples: ['먹었어요'],
  difficulty_level: 'intermediate',
  tags: ['tense'],
  target_language: 'ko',
  card_states: states({ review: 1, new: 1 }),
  total_reviews: 3,
  last_reviewed_at: 5,
  created_at: 1,
  updated_at: 9,
  ...over,
});

describe('toVocabDocument', () => {
  it('maps the server card to a vocab document as spec §3 lists', () => {
    expect(toVocabDocument(vocabCard())).toEqual({
      id: 'c1',
      type: 'vocab',
      updated_at: 2,
      data: {
        word: '사과',
        definition: 'apple',
        pronunciation: 'sagwa',
        part_of_speech: 'noun',
        difficulty_level: 'beginner',
        example_sentences: ['사과를 먹어요.'],
        tags: [],
        card_states: states({ new: 2 }),
        total_reviews: 0,
        last_reviewed_at: null,
        target_language: 'ko',
      },
    });
  });

  it('turns missing optional fields into empty text and no examples', () => {
    const doc = toVocabDocument(
      vocabCard({ english_translation: null, romanization: null, pos: null, example_sentence_native: null }),
    );
    expect(doc.data).toMatchObject({
      definition: '',
      pronunciation: '',
      part_of_speech: '',
      example_sentences: [],
    });
  });
});

describe('toGrammarDocument', () => {
  it('keeps title, description, examples, tags and the level', () => {
    const doc = toGrammarDocument(grammarCard());
    expect(doc).toMatchObject({
      id: 'g1',
      type: 'grammar',
      updated_at: 9,
      data: {
        title: 'Past tense -었-',
        examples: ['먹었어요'],
        difficulty_level: 'intermediate',
        tags: ['tense'],
      },
    });
  });

  it("defaults a blank difficulty level to 'beginner'", () => {
    expect(toGrammarDocument(grammarCard({ difficulty_level: '' })).data.difficulty_level).toBe('beginner');
  });
});

describe('exampleTexts', () => {
  it('reads strings and objects with text, dropping blanks', () => {
    expect(exampleTexts(['a', { text: 'b' }, ' ', { text: '' }])).toEqual(['a', 'b']);
  });
});

describe('search', () => {
  const words = [
    toVocabDocument(vocabCard({ concept_id: '1', word: 'Haus', english_translation: 'house' })),
    toVocabDocument(vocabCard({ concept_id: '2', word: 'Maus', english_translation: 'mouse' })),
    toVocabDocument(vocabCard({ concept_id: '3', word: 'Baum', english_translation: 'tree' })),
  ];

  it('matches word or definition, ignoring case and surrounding space', () => {
    expect(filterVocab(words, ' HAUS ').map((w) => w.id)).toEqual(['1']);
    expect(filterVocab(words, 'ouse').map((w) => w.id)).toEqual(['1', '2']);
    expect(filterVocab(words, 'tree').map((w) => w.id)).toEqual(['3']);
  });

  it('keeps everything for a blank query and nothing for a miss', () => {
    expect(filterVocab(words, '  ')).toHaveLength(3);
    expect(filterVocab(words, 'zebra')).toEqual([]);
  });

  it('searches grammar on title and description, not examples', () => {
    const rules = [
      toGrammarDocument(
        grammarCard({ concept_id: 'a', title: 'Past tense', description: 'finished actions' }),
      ),
      toGrammarDocument(
        grammarCard({ concept_id: 'b', title: 'Particles', description: 'topic marker', examples: ['past'] }),
      ),
    ];
    expect(filterGrammar(rules, 'past').map((r) => r.id)).toEqual(['a']);
    expect(filterGrammar(rules, 'TOPIC').map((r) => r.id)).toEqual(['b']);
  });
});

describe('deckCounts', () => {
  const item = (s: Partial<CardStates>) => ({ data: { card_states: states(s) } });

  it('is all zero with no items', () => {
    expect(deckCounts([])).toEqual({ total: 0, mastered: 0, needsReview: 0 });
  });

  it('counts an item with no cards as neither mastered nor needing review', () => {
    expect(deckCounts([item({})])).toEqual({ total: 1, mastered: 0, needsReview: 0 });
  });

  it('counts an item both mastered and needing review when its cards are mixed', () => {
    expect(
      deckCounts([
        item({ review: 1, new: 1 }),
        item({ new: 2 }),
        item({ review: 2 }),
        item({ relearning: 1 }),
      ]),
    ).toEqual({ total: 4, mastered: 2, needsReview: 3 });
  });
});

describe('masteryLevels', () => {
  it('keys the progress of one concept type by concept id', () => {
    const docs = [
      {
        id: 'p1',
        data: { concept_type: 'vocab' as const, concept_id: 'c1', mastery_level: 'practicing' as const },
      },
      {
        id: 'p2',
        data: { concept_type: 'grammar' as const, concept_id: 'g1', mastery_level: 'mastered' as const },
      },
    ];
    expect([...masteryLevels(docs, 'vocab')]).toEqual([['c1', 'practicing']]);
    expect([...masteryLevels(docs, 'grammar')]).toEqual([['g1', 'mastered']]);
  });
});

describe('labels', () => {
  it('writes review dates in en-US long format, or Never', () => {
    expect(formatReviewDate(new Date(2025, 5, 3, 12).getTime())).toBe('June 3, 2025');
    expect(formatReviewDate(null)).toBe('Never');
  });

  it('writes review counts with the right plural', () => {
    expect([0, 1, 2].map(reviewCountLabel)).toEqual(['0 reviews', '1 review', '2 reviews']);
  });
});

describe('spokenExample', () => {
  it('reads the learner’s sentence without its label, and other examples as they are', () => {
    expect(spokenExample('Your sentence, this word corrected: “Comí una manzana.”')).toBe(
      'Comí una manzana.',
    );
    expect(spokenExample('Das Haus ist groß.')).toBe('Das Haus ist groß.');
  });
});
