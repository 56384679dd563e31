import type { QueryClient } from '@tanstack/react-query';
import { deckKeys } from '../../lib/query-keys';

/** What a review, an added word or a removed concept changes: the lists, progress and due queues. */
export function invalidateDeck(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [deckKeys.vocabCards, deckKeys.grammarCards, deckKeys.progress, deckKeys.due].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  ).then(() => undefined);
}
