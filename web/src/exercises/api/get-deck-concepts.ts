import type { GrammarCard, VocabCard } from '@inkwell/contract';
import { useQuery } from '@tanstack/react-query';
import { grammarCardsQuery, vocabCardsQuery } from '../../lib/deck-cards';

/** A concept of the learner's deck that an exercise can be made from. */
export interface DeckConcept {
  concept_id: string;
  kind: 'vocab' | 'grammar';
  name: string;
}

/** Both decks as one list to pick from, or where their loading stands. */
export type DeckConceptsState =
  | { isPending: true; isError: false }
  | { isPending: false; isError: true; error: Error }
  | { isPending: false; isError: false; data: DeckConcept[] };

const vocabConcepts = (cards: VocabCard[]): DeckConcept[] =>
  cards.map((c) => ({ concept_id: c.concept_id, kind: 'vocab', name: c.word }));
const grammarConcepts = (cards: GrammarCard[]): DeckConcept[] =>
  cards.map((c) => ({ concept_id: c.concept_id, kind: 'grammar', name: c.title }));

/**
 * Both decks (vocab and grammar cards, limit 100 each), read under the decks' own query keys
 * (lib/deck-cards.ts): what the deck pages loaded is reused, and their invalidations refresh this too.
 */
export function useDeckConcepts(enabled: boolean): DeckConceptsState {
  const vocab = useQuery({ ...vocabCardsQuery, select: vocabConcepts, enabled });
  const grammar = useQuery({ ...grammarCardsQuery, select: grammarConcepts, enabled });
  const failed = vocab.error ?? grammar.error;
  if (failed) return { isPending: false, isError: true, error: failed };
  if (vocab.data === undefined || grammar.data === undefined) return { isPending: true, isError: false };
  return { isPending: false, isError: false, data: [...vocab.data, ...grammar.data] };
}
