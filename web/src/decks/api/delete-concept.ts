import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { invalidateDeck } from './invalidate-deck';
import { t } from '../../i18n/runtime';

export async function deleteConcept(conceptId: string): Promise<void> {
  await apiFetch<unknown>(`/concepts/${encodeURIComponent(conceptId)}`, {
    method: 'DELETE',
    fallback: t('apiError.deck.remove'),
  });
}

/** Removes a concept and its cards from the deck. */
export function useDeleteConcept() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConcept,
    onSuccess: () => invalidateDeck(queryClient),
  });
}
