import type { GrammarCard } from '@inkwell/contract';
import { useQuery } from '@tanstack/react-query';
import { grammarCardsQuery } from '../../lib/deck-cards';
import { toGrammarDocument } from '../deck-items';

const toGrammarDocuments = (cards: GrammarCard[]) => cards.map(toGrammarDocument);

/** The Grammar page's list: the shared grammar cards query (lib/deck-cards.ts), shaped for the page. */
export function useGrammarCards() {
  return useQuery({ ...grammarCardsQuery, select: toGrammarDocuments });
}
