import type { VocabCard } from '@inkwell/contract';
import { useQuery } from '@tanstack/react-query';
import { vocabCardsQuery } from '../../lib/deck-cards';
import { toVocabDocument } from '../deck-items';

const toVocabDocuments = (cards: VocabCard[]) => cards.map(toVocabDocument);

/** The Vocabulary page's list: the shared vocab cards query (lib/deck-cards.ts), shaped for the page. */
export function useVocabCards() {
  return useQuery({ ...vocabCardsQuery, select: toVocabDocuments });
}
