import { CARD_FETCH_LIMIT, grammarCard, vocabCard } from '@inkwell/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../lib/api';
import { exerciseKeys } from './query-keys';

/** A concept of the learner's deck that an exercise can be made from. */
export interface DeckConcept {
  concept_id: string;
  kind: 'vocab' | 'grammar';
  name: string;
}

/** Both decks (vocab and grammar cards, limit 100 each), as one list to pick from. */
export async function getDeckConcepts(): Promise<DeckConcept[]> {
  const [vocab, grammar] = await Promise.all([
    apiFetch<unknown>(`/concepts/vocab-cards?limit=${CARD_FETCH_LIMIT}`, {
      fallback: 'Failed to fetch vocab cards',
    }),
    apiFetch<unknown>(`/concepts/grammar-cards?limit=${CARD_FETCH_LIMIT}`, {
      fallback: 'Failed to fetch grammar cards',
    }),
  ]);
  return [
    ...z
      .array(vocabCard)
      .parse(vocab)
      .map((c) => ({ concept_id: c.concept_id, kind: 'vocab' as const, name: c.word })),
    ...z
      .array(grammarCard)
      .parse(grammar)
      .map((c) => ({ concept_id: c.concept_id, kind: 'grammar' as const, name: c.title })),
  ];
}

export function useDeckConcepts(enabled: boolean) {
  return useQuery({ queryKey: exerciseKeys.deckConcepts, queryFn: getDeckConcepts, enabled });
}
