import type { Exercise } from '@inkwell/contract';
import { t } from '../../i18n/runtime';

/**
 * The prompt shown for an exercise, in the interface language: a translation reads 'Translate: …' in
 * English (the spec's words), 'Traduce: …' in Spanish. The question itself is the exercise's own text.
 */
export function questionPrompt(ex: Pick<Exercise, 'type' | 'question'>): string {
  return ex.type === 'translation' ? t('player.translate', { question: ex.question }) : ex.question;
}

/**
 * The choices of a multiple-choice exercise: its own options, or for one stored without them the answer
 * beside the spec's placeholders ('Option B', 'Option C'), worded in the interface language.
 */
export function choicesShown(ex: Pick<Exercise, 'answer' | 'options'>): string[] {
  if (ex.options && ex.options.length >= 2) return ex.options;
  return [ex.answer, t('player.optionB'), t('player.optionC')];
}
