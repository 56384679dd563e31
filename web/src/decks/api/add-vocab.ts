import { cardsCreatedResponse, type AddVocabRequest, type CardsCreatedResponse } from '@inkwell/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, jsonBody } from '../../lib/api';
import { invalidateDeck } from './query-keys';

export async function addVocab(request: AddVocabRequest): Promise<CardsCreatedResponse> {
  const body = await apiFetch<unknown>('/concepts/vocab', {
    method: 'POST',
    body: jsonBody(request),
    fallback: 'Failed to add the word',
  });
  return cardsCreatedResponse.parse(body);
}

/** Adds a word with its recognition and recall cards: new list item, new progress, new due cards. */
export function useAddVocab() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addVocab,
    onSuccess: () => invalidateDeck(queryClient),
  });
}
