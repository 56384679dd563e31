import { conceptMeaningResponse, type ConceptMeaningResponse } from '@inkwell/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetchParsed, jsonBody } from '../../lib/api';
import { invalidateDeck } from './invalidate-deck';
import { t } from '../../i18n/runtime';

/** PUT /api/concepts/{id}/meaning: the learner gives or corrects a word's meaning. */
export async function setMeaning(conceptId: string, meaning: string): Promise<ConceptMeaningResponse> {
  return apiFetchParsed(`/concepts/${encodeURIComponent(conceptId)}/meaning`, conceptMeaningResponse, {
    method: 'PUT',
    body: jsonBody({ meaning }),
    fallback: t('apiError.deck.saveMeaning'),
  });
}

/** Saves a meaning: the list, and the cards that show it, reload. */
export function useSetMeaning(conceptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (meaning: string) => setMeaning(conceptId, meaning),
    onSuccess: () => invalidateDeck(queryClient),
  });
}
