import { cardsCreatedResponse, type GrammarConcept, type SrsCardsWithDataRequest } from '@inkwell/contract';
import { apiFetchParsed, jsonBody } from '../../lib/api';
import { createdCards, type CreatedCards } from './created-cards';

/**
 * POST /api/concepts/srs-cards-with-data: recognition and context cards for a discovered grammar point,
 * sent with its data (it has no id yet); answers cards created.
 */
export async function createGrammarCards(
  concept: GrammarConcept,
  fallbackLanguage: string,
): Promise<CreatedCards> {
  const body: SrsCardsWithDataRequest = {
    concept_type: 'grammar',
    concept_data: {
      title: concept.title,
      description: concept.description,
      examples: concept.examples,
      difficulty_level: concept.difficulty_level.trim() || 'beginner',
      tags: concept.tags,
      target_language: concept.target_language || fallbackLanguage,
    },
    card_types: ['recognition', 'context'],
  };
  const answer = await apiFetchParsed('/concepts/srs-cards-with-data', cardsCreatedResponse, {
    method: 'POST',
    body: jsonBody(body),
  });
  return createdCards(answer);
}
