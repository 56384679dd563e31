import { cardsCreatedResponse, type SrsCardsRequest, type VocabConcept } from '@inkwell/contract';
import { apiFetchParsed, jsonBody } from '../../lib/api';
import { createdCards, type CreatedCards } from './created-cards';

/**
 * POST /api/concepts/srs-cards: recognition and recall cards for a discovered word (a spelling card for a
 * spelling fix: the server decides), with the meaning the learner typed; answers cards created.
 */
export async function createVocabCards(concept: VocabConcept, meaning?: string): Promise<CreatedCards> {
  const body: SrsCardsRequest = {
    concept_id: concept.vocab_uuid,
    concept_type: 'vocab',
    card_types: ['recognition', 'recall'],
    ...(meaning?.trim() ? { meaning: meaning.trim() } : {}),
  };
  const answer = await apiFetchParsed('/concepts/srs-cards', cardsCreatedResponse, {
    method: 'POST',
    body: jsonBody(body),
  });
  return createdCards(answer);
}
