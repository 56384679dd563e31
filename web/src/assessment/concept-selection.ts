import type { CardType, GrammarConcept, VocabConcept } from '@inkwell/contract';
import { t } from '../i18n/runtime';
import { cardNames } from './card-names';

/** A discovered concept as the picker lists it; `key` is stable while the assessment is shown. */
export type PickerConcept =
  | { key: string; type: 'vocab'; label: string; detail: string; concept: VocabConcept }
  | { key: string; type: 'grammar'; label: string; detail: string; concept: GrammarConcept };

export function pickerConcepts(vocab: readonly VocabConcept[], grammar: readonly GrammarConcept[]) {
  return {
    vocab: vocab.map((concept, i): PickerConcept => ({
      key: `vocab:${i}`,
      type: 'vocab',
      label: concept.word,
      detail: concept.justification || concept.context,
      concept,
    })),
    grammar: grammar.map((concept, i): PickerConcept => ({
      key: `grammar:${i}`,
      type: 'grammar',
      label: concept.title,
      detail: concept.description,
      concept,
    })),
  };
}

export function toggleKey(selected: ReadonlySet<string>, key: string): Set<string> {
  const next = new Set(selected);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

export const allSelected = (selected: ReadonlySet<string>, keys: readonly string[]) =>
  keys.length > 0 && keys.every((k) => selected.has(k));

/** 'Select All' selects every concept of both tabs; once all are selected the button reads 'Deselect All'. */
export function selectAllOrNone(selected: ReadonlySet<string>, keys: readonly string[]): Set<string> {
  return allSelected(selected, keys) ? new Set() : new Set(keys);
}

export const selectionSummary = (k: number, n: number) => t('analysis.picker.selected', { k, n });

/**
 * The outcome of adding one concept: its cards created (0 = already in the deck) and which they are
 * (when the server says), or why it failed.
 */
export type AddOutcome =
  | { concept: PickerConcept; cardsCreated: number; cardTypes?: CardType[] }
  | { concept: PickerConcept; error: string };

export interface AddSummary {
  cardsCreated: number;
  /** Per concept that got cards: its label and the cards it got (named when shown, see `cardNames`). */
  created: { label: string; kind: PickerConcept['type']; cardTypes: CardType[] }[];
  /** Labels of the concepts whose cards were all there already. */
  alreadyInDeck: string[];
  failed: { label: string; error: string }[];
  /** Zero cards created overall is an error ('Failed to create any practice cards'). */
  noneCreated: boolean;
}

export function summarizeOutcomes(outcomes: readonly AddOutcome[]): AddSummary {
  let cardsCreated = 0;
  const created: AddSummary['created'] = [];
  const alreadyInDeck: string[] = [];
  const failed: AddSummary['failed'] = [];
  for (const o of outcomes) {
    if ('error' in o) failed.push({ label: o.concept.label, error: o.error });
    else if (o.cardsCreated === 0) alreadyInDeck.push(o.concept.label);
    else {
      cardsCreated += o.cardsCreated;
      if (o.cardTypes?.length)
        created.push({ label: o.concept.label, kind: o.concept.type, cardTypes: o.cardTypes });
    }
  }
  return { cardsCreated, created, alreadyInDeck, failed, noneCreated: cardsCreated === 0 };
}

export const cardsCreatedText = (n: number) => t('analysis.picker.cardsCreated', { n });

/** The cards one concept of the summary got, named in the interface language. */
export const createdCards = (c: AddSummary['created'][number]) => cardNames(c.kind, c.cardTypes);

/**
 * The headline after adding: with one concept, its cards named on the line ("2 cards created: recognition
 * (word → meaning) and recall (meaning → word)"); with more, the count, and each concept listed under it.
 */
export function createdHeadline(summary: Pick<AddSummary, 'cardsCreated' | 'created'>): string {
  const count = cardsCreatedText(summary.cardsCreated);
  const [only] = summary.created;
  if (summary.created.length === 1 && only) return `${count}: ${createdCards(only)}`;
  return summary.created.length > 1 ? `${count}:` : count;
}
