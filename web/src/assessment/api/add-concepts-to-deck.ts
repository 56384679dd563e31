import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  summarizeOutcomes,
  type AddOutcome,
  type AddSummary,
  type PickerConcept,
} from '../concept-selection';
import { createGrammarCards } from './create-grammar-cards';
import { createVocabCards } from './create-vocab-cards';
import { deckKeys } from '../../lib/query-keys';

/**
 * Adds each chosen concept in turn (one failure does not stop the others) and sums up what happened.
 * One at a time: a handful of concepts, and the server's limits stay friendly.
 */
export async function addConceptsToDeck(
  concepts: readonly PickerConcept[],
  targetLanguage: string,
  /** Meanings the learner typed, by concept key (words without one). */
  meanings: Readonly<Record<string, string>> = {},
): Promise<AddSummary> {
  const outcomes: AddOutcome[] = [];
  for (const concept of concepts) {
    try {
      const created =
        concept.type === 'vocab'
          ? await createVocabCards(concept.concept, meanings[concept.key])
          : await createGrammarCards(concept.concept, targetLanguage);
      outcomes.push({ concept, ...created });
    } catch (error) {
      outcomes.push({ concept, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return summarizeOutcomes(outcomes);
}

export interface AddConceptsInput {
  concepts: readonly PickerConcept[];
  meanings?: Readonly<Record<string, string>>;
}

export function useAddConceptsToDeck(targetLanguage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ concepts, meanings }: AddConceptsInput) =>
      addConceptsToDeck(concepts, targetLanguage, meanings),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deckKeys.all }),
  });
}
