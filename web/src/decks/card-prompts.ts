import type { DueCard } from '@inkwell/contract';
import type { MessageKey } from '../i18n/runtime';

/** An accent or spelling fix asks for the spelling, never "what does this word mean" (decision 150). */
export const SPELLING_PROMPT: MessageKey = 'review.prompt.spelling';

/**
 * The catalog key of the question each card face asks (card types: vocab recognition/recall, grammar
 * recognition/context; decision 064).
 */
export function cardPrompt(card: Pick<DueCard, 'concept_type' | 'card_type'>): MessageKey {
  if (card.card_type === 'spelling') return SPELLING_PROMPT;
  if (card.concept_type === 'vocab') {
    return card.card_type === 'recall' ? 'review.prompt.recall' : 'review.prompt.recognition';
  }
  return card.card_type === 'context' ? 'review.prompt.context' : 'review.prompt.rule';
}

/** The word of a vocab card, on whichever side it sits (recognition shows it first, recall and spelling last). */
export function spokenWord(
  card: Pick<DueCard, 'concept_type' | 'card_type' | 'front' | 'back'>,
): string | null {
  if (card.concept_type !== 'vocab') return null;
  return card.card_type === 'recognition' ? card.front.text : card.back.text;
}
