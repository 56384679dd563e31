import type { QueryClient } from '@tanstack/react-query';
import type { DeckKind } from './paths';

/** Query keys of the decks feature, all under 'decks'. */
export const deckKeys = {
  all: ['decks'] as const,
  vocabCards: ['decks', 'vocab-cards'] as const,
  grammarCards: ['decks', 'grammar-cards'] as const,
  progress: ['decks', 'progress'] as const,
  due: ['decks', 'due'] as const,
  dueCount: (kind: DeckKind | null) => ['decks', 'due', 'count', kind] as const,
  dueSession: (conceptId: string | null, kind: DeckKind | null) =>
    ['decks', 'due', 'session', conceptId, kind] as const,
  studyGuide: (conceptId: string) => ['decks', 'study-guide', conceptId] as const,
};

/** What a review, an added word or a removed concept changes: the lists, progress and due queues. */
export function invalidateDeck(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [deckKeys.vocabCards, deckKeys.grammarCards, deckKeys.progress, deckKeys.due].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  ).then(() => undefined);
}
