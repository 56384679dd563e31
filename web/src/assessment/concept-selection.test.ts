import { describe, expect, it } from 'vitest';
import type { GrammarConcept, VocabConcept } from '@inkwell/contract';
import {
  cardsCreatedText,
  createdCards,
  createdHeadline,
  pickerConcepts,
  selectAllOrNone,
  selectionSummary,
  summarizeOutcomes,
  toggleKey,
} from './concept-selection';

const vocab: VocabConcept = {
  vocab_uuid: '7d3c6f0e-7b6a-4c1e-9a51-4f1a3a3f7c11',
  word: 'bought',
  correction_type: 'spelling',
  context: 'and buyed a apple',
  justification: 'Irregular past of buy',
};
const grammar: GrammarConcept = {
  title: 'Articles a / an',
  description: 'Use an before a vowel sound',
  examples: ['an apple'],
  difficulty_level: 'beginner',
  tags: ['articles'],
  target_language: 'en',
};

describe('concept selection', () => {
  const { vocab: v, grammar: g } = pickerConcepts([vocab], [grammar, grammar]);
  const keys = [...v, ...g].map((c) => c.key);

  it('lists each concept once with a stable key, word or title as label', () => {
    expect(keys).toEqual(['vocab:0', 'grammar:0', 'grammar:1']);
    expect(v[0]).toMatchObject({ label: 'bought', detail: 'Irregular past of buy' });
    expect(g[0]).toMatchObject({ label: 'Articles a / an', detail: 'Use an before a vowel sound' });
  });

  it('toggles one key and selects all, then none', () => {
    const one = toggleKey(new Set(), 'vocab:0');
    expect([...one]).toEqual(['vocab:0']);
    expect(toggleKey(one, 'vocab:0').size).toBe(0);
    const all = selectAllOrNone(one, keys);
    expect(all.size).toBe(3);
    expect(selectAllOrNone(all, keys).size).toBe(0);
    expect(selectAllOrNone(new Set(), []).size).toBe(0);
  });

  it('says how many are selected', () => {
    expect(selectionSummary(2, 3)).toBe('2 of 3 concepts selected');
  });
});

describe('summarizeOutcomes', () => {
  const { vocab: v, grammar: g } = pickerConcepts([vocab], [grammar]);

  it('adds up cards created and names the concepts already in the deck or failed', () => {
    const summary = summarizeOutcomes([
      { concept: v[0]!, cardsCreated: 2 },
      { concept: g[0]!, cardsCreated: 0 },
    ]);
    expect(summary).toEqual({
      cardsCreated: 2,
      created: [],
      alreadyInDeck: ['Articles a / an'],
      failed: [],
      noneCreated: false,
    });
    expect(cardsCreatedText(summary.cardsCreated)).toBe('2 cards created');
    expect(cardsCreatedText(1)).toBe('1 card created');
    // Without the server's card types, only the count can be told.
    expect(createdHeadline(summary)).toBe('2 cards created');
  });

  it('names the cards each concept got', () => {
    const one = summarizeOutcomes([
      { concept: v[0]!, cardsCreated: 2, cardTypes: ['recognition', 'recall'] },
    ]);
    expect(createdHeadline(one)).toBe(
      '2 cards created: recognition (word → meaning) and recall (meaning → word)',
    );
    const two = summarizeOutcomes([
      { concept: v[0]!, cardsCreated: 1, cardTypes: ['recall'] },
      { concept: g[0]!, cardsCreated: 2, cardTypes: ['recognition', 'context'] },
    ]);
    expect(createdHeadline(two)).toBe('3 cards created:');
    expect(two.created.map((c) => [c.label, createdCards(c)])).toEqual([
      [v[0]!.label, 'recall (meaning → word)'],
      ['Articles a / an', 'recognition (example → rule) and context (rule → fill the example)'],
    ]);
    const three = summarizeOutcomes([
      { concept: v[0]!, cardsCreated: 3, cardTypes: ['recognition', 'recall', 'spelling'] },
    ]);
    // English joins the last pair without a serial comma, as before the catalogs.
    expect(createdHeadline(three)).toBe(
      '3 cards created: recognition (word → meaning), recall (meaning → word) and spelling (meaning → the correctly spelled word)',
    );
  });

  it('is an error when no card at all was created', () => {
    expect(summarizeOutcomes([{ concept: v[0]!, error: 'boom' }]).noneCreated).toBe(true);
    expect(summarizeOutcomes([{ concept: v[0]!, cardsCreated: 0 }]).noneCreated).toBe(true);
  });
});
