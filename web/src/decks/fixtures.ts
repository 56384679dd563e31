// Test data in the contract's shapes.
import type { CardStates, DueCard, GrammarCard, ProgressDocument, VocabCard } from '@inkwell/contract';

export const states = (s: Partial<CardStates> = {}): CardStates => ({
  new: 0,
  learning: 0,
  review: 0,
  relearning: 0,
  ...s,
});

export const vocabCardFixture = (over: Partial<VocabCard> = {}): VocabCard => ({
  concept_id: '00000000-0000-4000-8000-000000000001',
  word: 'Haus',
  english_translation: 'house',
  romanization: null,
  pos: 'noun',
  example_sentence_native: 'Das Haus ist groß.',
  context: null,
  justification: null,
  target_language: 'de',
  card_states: states({ new: 2 }),
  total_reviews: 0,
  last_reviewed_at: null,
  created_at: 1,
  updated_at: 1,
  ...over,
});

export const grammarCardFixture = (over: Partial<GrammarCard> = {}): GrammarCard => ({
  concept_id: '00000000-0000-4000-8000-0000000000a1',
  title: 'Dative case',
  description: 'Marks the indirect object',
  examples: ['Ich gebe dem Mann das Buch.'],
  difficulty_level: 'intermediate',
  tags: ['case'],
  target_language: 'de',
  card_states: states({ new: 2 }),
  total_reviews: 0,
  last_reviewed_at: null,
  created_at: 1,
  updated_at: 1,
  ...over,
});

export const progressFixture = (
  conceptId: string,
  type: 'vocab' | 'grammar',
  level: ProgressDocument['data']['mastery_level'],
): ProgressDocument => ({
  id: `p-${conceptId}`,
  data: { concept_type: type, concept_id: conceptId, mastery_level: level },
});

const MIN = 60_000;
const DAY = 24 * 60 * MIN;

export const dueCardFixture = (over: Partial<DueCard> = {}): DueCard => ({
  card_id: '00000000-0000-4000-8000-0000000000c1',
  concept_id: '00000000-0000-4000-8000-000000000001',
  concept_type: 'vocab',
  card_type: 'recognition',
  state: 'new',
  due: 0,
  reps: 0,
  lapses: 0,
  target_language: 'de',
  front: { text: 'Haus', hint: null },
  back: { text: 'house', hint: 'Das Haus ist groß.' },
  preview: {
    again: { due: MIN, interval_ms: MIN },
    hard: { due: 6 * MIN, interval_ms: 6 * MIN },
    good: { due: 10 * MIN, interval_ms: 10 * MIN },
    easy: { due: 4 * DAY, interval_ms: 4 * DAY },
  },
  ...over,
});
