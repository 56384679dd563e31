import { reviewResponse, type ReviewRating, type ReviewResponse } from '@inkwell/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, jsonBody } from '../../lib/api';
import { invalidateDeck } from './query-keys';

export async function reviewCard(cardId: string, rating: ReviewRating): Promise<ReviewResponse> {
  const body = await apiFetch<unknown>(`/concepts/review/${encodeURIComponent(cardId)}`, {
    method: 'POST',
    body: jsonBody({ rating }),
    fallback: 'Failed to save the review',
  });
  return reviewResponse.parse(body);
}

/** Rates a card; the lists (states, review counts), progress and due queues all change. */
export function useReviewCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cardId, rating }: { cardId: string; rating: ReviewRating }) => reviewCard(cardId, rating),
    onSuccess: () => invalidateDeck(queryClient),
  });
}
