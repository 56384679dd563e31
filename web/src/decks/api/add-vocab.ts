import { cardsCreatedResponse, type AddVocabRequest, type CardsCreatedResponse } from '@inkwell/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetchParsed, jsonBody } from '../../lib/api';
import { invalidateDeck } from './invalidate-deck';
import { t } from '../../i18n/runtime';

export async function addVocab(request: AddVocabRequest): Promise<CardsCreatedResponse> {
  return apiFetchParsed('/concepts/vocab', cardsCreatedResponse, {
    method: 'POST',
    body: jsonBody(request),
    fallback: t('apiError.deck.addWord'),
  });
}

/** Adds a word with its recognition and recall cards: new list item, new progress, new due cards. */
export function useAddVocab() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addVocab,
    onSuccess: () => invalidateDeck(queryClient),
  });
}
