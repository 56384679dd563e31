import { cardsCreatedResponse, type SrsCardsRequest, type VocabConcept } from '@inkwell/contract';
import { apiFetch, jsonBody } from '../../lib/api';
import { createdCards, type CreatedCards } from './created-cards';

/** POST /api/concepts/srs-cards: recognition and recall cards for a discovered word; answers cards created. */
export async function createVocabCards(concept: VocabConcept): Promise<CreatedCards> {
  const body: SrsCardsRequest = {
    concept_id: concept.vocab_uuid,
    concept_type: 'vocab',
    card_types: ['recognition', 'recall'],
  };
  const answer = await apiFetch<unknown>('/concepts/srs-cards', { method: 'POST', body: jsonBody(body) });
  return createdCards(cardsCreatedResponse.parse(answer));
}
