import { CARD_FETCH_LIMIT, dueResponse, type DueResponse } from '@inkwell/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetchParsed } from '../../lib/api';
import { deckPaths, type DeckKind } from '../../lib/api-paths';
import { deckKeys } from '../../lib/query-keys';
import { t } from '../../i18n/runtime';

export async function getDueCards(opts: {
  limit: number;
  conceptId?: string | null;
  kind?: DeckKind | null;
}): Promise<DueResponse> {
  return apiFetchParsed(deckPaths.due(opts), dueResponse, { fallback: t('apiError.deck.dueCards') });
}

/** How many cards are due now, in one deck or both (only the count is read, so one card is fetched). */
export function useDueCount(kind: DeckKind | null = null) {
  return useQuery({
    queryKey: deckKeys.dueCount(kind),
    queryFn: async () => (await getDueCards({ limit: 1, kind })).due_count,
  });
}

/**
 * The queue of one review session: everything due, or one concept's cards (the server returns those even
 * when not yet due, for Practice). gcTime 0 so the next session never starts from an old queue.
 */
export function useSessionQueue(conceptId: string | null, kind: DeckKind | null = null) {
  return useQuery({
    queryKey: deckKeys.dueSession(conceptId, kind),
    queryFn: () => getDueCards({ limit: CARD_FETCH_LIMIT, conceptId, kind }),
    gcTime: 0,
  });
}
