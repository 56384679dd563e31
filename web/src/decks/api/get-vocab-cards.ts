import { CARD_FETCH_LIMIT, vocabCard } from '@inkwell/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../lib/api';
import { toVocabDocument, type VocabDocument } from '../deck-items';
import { deckKeys } from './query-keys';

export const VOCAB_CARDS_ERROR = 'Failed to fetch vocab cards';

export async function getVocabCards(): Promise<VocabDocument[]> {
  const body = await apiFetch<unknown>(`/concepts/vocab-cards?limit=${CARD_FETCH_LIMIT}`, {
    fallback: VOCAB_CARDS_ERROR,
  });
  return z.array(vocabCard).parse(body).map(toVocabDocument);
}

export function useVocabCards() {
  return useQuery({ queryKey: deckKeys.vocabCards, queryFn: getVocabCards });
}
