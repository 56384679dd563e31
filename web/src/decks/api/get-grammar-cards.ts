import { CARD_FETCH_LIMIT, grammarCard } from '@inkwell/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../lib/api';
import { toGrammarDocument, type GrammarDocument } from '../deck-items';
import { deckKeys } from './query-keys';

export const GRAMMAR_CARDS_ERROR = 'Failed to fetch grammar cards';

export async function getGrammarCards(): Promise<GrammarDocument[]> {
  const body = await apiFetch<unknown>(`/concepts/grammar-cards?limit=${CARD_FETCH_LIMIT}`, {
    fallback: GRAMMAR_CARDS_ERROR,
  });
  return z.array(grammarCard).parse(body).map(toGrammarDocument);
}

export function useGrammarCards() {
  return useQuery({ queryKey: deckKeys.grammarCards, queryFn: getGrammarCards });
}
