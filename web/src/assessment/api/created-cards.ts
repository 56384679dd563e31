import type { CardType, CardsCreatedResponse } from '@inkwell/contract';

/** How many cards a concept got and which (absent when the server does not say). */
export interface CreatedCards {
  cardsCreated: number;
  cardTypes?: CardType[];
}

export const createdCards = (r: CardsCreatedResponse): CreatedCards => ({
  cardsCreated: r.cards_created,
  ...(r.card_types ? { cardTypes: r.card_types } : {}),
});
