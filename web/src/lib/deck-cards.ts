import { CARD_FETCH_LIMIT, grammarCard, vocabCard } from '@inkwell/contract';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetchParsed } from './api';
import { deckPaths } from './api-paths';
import { deckKeys } from './query-keys';
import { t } from '../i18n/runtime';

/**
 * The decks' cards as the server sends them, read by the deck pages and by Create Exercise under one key
 * each, so one cache (and one invalidation after a review or an added word) serves both (decision 184).
 * Each reader shapes them with `select`.
 */
export const vocabCardsQuery = queryOptions({
  queryKey: deckKeys.vocabCards,
  queryFn: () =>
    apiFetchParsed(deckPaths.vocabCards(CARD_FETCH_LIMIT), z.array(vocabCard), {
      fallback: t('deck.vocab.cardsError'),
    }),
});

export const grammarCardsQuery = queryOptions({
  queryKey: deckKeys.grammarCards,
  queryFn: () =>
    apiFetchParsed(deckPaths.grammarCards(CARD_FETCH_LIMIT), z.array(grammarCard), {
      fallback: t('deck.grammar.cardsError'),
    }),
});
