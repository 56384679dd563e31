import type { CardType } from '@inkwell/contract';
import { t, type MessageKey } from '../i18n/runtime';

/** What each card a concept gets asks, as the learner is told when it is made (front → back). */
const NAMES: Record<'vocab' | 'grammar', Partial<Record<CardType, MessageKey>>> = {
  vocab: {
    recognition: 'analysis.cards.vocab.recognition',
    recall: 'analysis.cards.vocab.recall',
    spelling: 'analysis.cards.vocab.spelling',
  },
  grammar: { recognition: 'analysis.cards.grammar.recognition', context: 'analysis.cards.grammar.context' },
};

/**
 * "recognition (word → meaning) and recall (meaning → word)": the cards one concept got, in the interface
 * language. The last pair is joined by the catalog's "and" (Intl's English list would add a serial comma).
 */
export function cardNames(kind: 'vocab' | 'grammar', types: readonly CardType[]): string {
  const names = types.map((type) => {
    const key = NAMES[kind][type];
    return key ? t(key) : type;
  });
  if (names.length <= 1) return names.join('');
  return t('analysis.cards.andLast', { first: names.slice(0, -1).join(', '), last: names.at(-1)! });
}
