import type { CardType } from '@inkwell/contract';

/** What each card a concept gets asks, as the learner is told when it is made (front → back). */
const NAMES: Record<'vocab' | 'grammar', Partial<Record<CardType, string>>> = {
  vocab: {
    recognition: 'recognition (word → meaning)',
    recall: 'recall (meaning → word)',
    spelling: 'spelling (meaning → the correctly spelled word)',
  },
  grammar: { recognition: 'recognition (example → rule)', context: 'context (rule → fill the example)' },
};

/** "recognition (word → meaning) and recall (meaning → word)": the cards one concept got. */
export function cardNames(kind: 'vocab' | 'grammar', types: readonly CardType[]): string {
  const names = types.map((t) => NAMES[kind][t] ?? t);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
