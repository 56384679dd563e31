import { reviewResponse, type ReviewRating, type ReviewResponse } from '@inkwell/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetchParsed, jsonBody } from '../../lib/api';
import { invalidateDeck } from './invalidate-deck';
import { t } from '../../i18n/runtime';

export async function reviewCard(cardId: string, rating: ReviewRating): Promise<ReviewResponse> {
  return apiFetchParsed(`/concepts/review/${encodeURIComponent(cardId)}`, reviewResponse, {
    method: 'POST',
    body: jsonBody({ rating }),
    fallback: t('apiError.deck.saveReview'),
  });
}

/** Rates a card; the lists (states, review counts), progress and due queues all change. */
export function useReviewCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cardId, rating }: { cardId: string; rating: ReviewRating }) => reviewCard(cardId, rating),
    onSuccess: () => invalidateDeck(queryClient),
  });
}
