import { conceptMeaningResponse, type ConceptMeaningResponse } from '@inkwell/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, jsonBody } from '../../lib/api';
import { invalidateDeck } from './query-keys';

/** PUT /api/concepts/{id}/meaning: the learner gives or corrects a word's meaning. */
export async function setMeaning(conceptId: string, meaning: string): Promise<ConceptMeaningResponse> {
  const body = await apiFetch<unknown>(`/concepts/${encodeURIComponent(conceptId)}/meaning`, {
    method: 'PUT',
    body: jsonBody({ meaning }),
    fallback: 'Failed to save the meaning',
  });
  return conceptMeaningResponse.parse(body);
}

/** Saves a meaning: the list, and the cards that show it, reload. */
export function useSetMeaning(conceptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (meaning: string) => setMeaning(conceptId, meaning),
    onSuccess: () => invalidateDeck(queryClient),
  });
}
