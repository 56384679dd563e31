import type { DueCard } from '@inkwell/contract';

/** An accent or spelling fix asks for the spelling, never "what does this word mean" (decision 150). */
export const SPELLING_PROMPT = 'Spell this word correctly';

/** The question each card face asks (card types: vocab recognition/recall, grammar recognition/context; decision 064). */
export function cardPrompt(card: Pick<DueCard, 'concept_type' | 'card_type'>): string {
  if (card.card_type === 'spelling') return SPELLING_PROMPT;
  if (card.concept_type === 'vocab') {
    return card.card_type === 'recall' ? 'Which word means this?' : 'What does this word mean?';
  }
  return card.card_type === 'context'
    ? 'Complete the example for this rule'
    : 'Which rule does this example show?';
}

/** The word of a vocab card, on whichever side it sits (recognition shows it first, recall and spelling last). */
export function spokenWord(
  card: Pick<DueCard, 'concept_type' | 'card_type' | 'front' | 'back'>,
): string | null {
  if (card.concept_type !== 'vocab') return null;
  return card.card_type === 'recognition' ? card.front.text : card.back.text;
}
