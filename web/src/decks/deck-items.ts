import {
  isMastered,
  needsReview,
  type CardStates,
  type GrammarCard,
  type ProgressDocument,
  type MasteryLevel,
  type VocabCard,
} from '@inkwell/contract';
import { currentIntl, t } from '../i18n/runtime';

/** An example as stored on a document: plain text, or an object carrying the text. */
export type ExampleSentence = string | { text: string };

/** A server vocab card mapped to the document the Vocabulary page displays (the data model: "Vocab card"). */
export interface VocabDocument {
  id: string;
  type: 'vocab';
  updated_at: number;
  data: {
    word: string;
    definition: string;
    pronunciation: string;
    part_of_speech: string;
    difficulty_level: 'beginner';
    example_sentences: ExampleSentence[];
    tags: string[];
    card_states: CardStates;
    total_reviews: number;
    last_reviewed_at: number | null;
    target_language: string;
  };
}

/** A server grammar card mapped to the document the Grammar page displays (the data model: "Grammar card"). */
export interface GrammarDocument {
  id: string;
  type: 'grammar';
  updated_at: number;
  data: {
    title: string;
    description: string;
    examples: string[];
    difficulty_level: string;
    tags: string[];
    card_states: CardStates;
    total_reviews: number;
    last_reviewed_at: number | null;
    target_language: string;
  };
}

export function toVocabDocument(card: VocabCard): VocabDocument {
  return {
    id: card.concept_id,
    type: 'vocab',
    updated_at: card.updated_at,
    data: {
      word: card.word,
      // Concepts found by an offline assessment have no meaning yet (decision 080): shown as such, not invented.
      definition: card.english_translation ?? '',
      pronunciation: card.romanization ?? '',
      part_of_speech: card.pos ?? '',
      difficulty_level: 'beginner',
      example_sentences: card.example_sentence_native ? [card.example_sentence_native] : [],
      tags: [],
      card_states: card.card_states,
      total_reviews: card.total_reviews,
      last_reviewed_at: card.last_reviewed_at,
      target_language: card.target_language,
    },
  };
}

export function toGrammarDocument(card: GrammarCard): GrammarDocument {
  return {
    id: card.concept_id,
    type: 'grammar',
    updated_at: card.updated_at,
    data: {
      title: card.title,
      description: card.description,
      examples: card.examples,
      difficulty_level: card.difficulty_level || 'beginner',
      tags: card.tags,
      card_states: card.card_states,
      total_reviews: card.total_reviews,
      last_reviewed_at: card.last_reviewed_at,
      target_language: card.target_language,
    },
  };
}

/**
 * What the voice reads of an example: the quoted sentence of a labelled learner's example
 * ("Your sentence, this word corrected: “…”", decision 242), never the English label.
 */
export function spokenExample(text: string): string {
  return /^Your sentence[^“]*: “(.+)”$/.exec(text)?.[1] ?? text;
}

/** The text of each example, whichever of the two stored forms it has. */
export function exampleTexts(examples: ExampleSentence[]): string[] {
  return examples.map((e) => (typeof e === 'string' ? e : e.text)).filter((t) => t.trim() !== '');
}

const matches = (query: string, ...fields: string[]): boolean => {
  const q = query.trim().toLocaleLowerCase();
  return q === '' || fields.some((f) => f.toLocaleLowerCase().includes(q));
};

/** Vocabulary search: on word and definition, case-insensitive. */
export function filterVocab(items: VocabDocument[], query: string): VocabDocument[] {
  return items.filter((i) => matches(query, i.data.word, i.data.definition));
}

/** Grammar search: on title and description, case-insensitive. */
export function filterGrammar(items: GrammarDocument[], query: string): GrammarDocument[] {
  return items.filter((i) => matches(query, i.data.title, i.data.description));
}

export interface DeckCounts {
  total: number;
  mastered: number;
  needsReview: number;
}

/** The three counters of a deck page, by the mastered / needs-review rules (decision 080). */
export function deckCounts(items: Array<{ data: { card_states: CardStates } }>): DeckCounts {
  return {
    total: items.length,
    mastered: items.filter((i) => isMastered(i.data.card_states)).length,
    needsReview: items.filter((i) => needsReview(i.data.card_states)).length,
  };
}

/** Progress documents of one concept type, keyed by concept id. */
export function masteryLevels(
  docs: ProgressDocument[],
  type: 'vocab' | 'grammar',
): Map<string, MasteryLevel> {
  return new Map(
    docs.filter((d) => d.data.concept_type === type).map((d) => [d.data.concept_id, d.data.mastery_level]),
  );
}

/** 'June 3, 2025' (a long date in the interface language), or 'Never' before the first review. */
export function formatReviewDate(at: number | null): string {
  if (at === null) return t('deck.stats.never');
  return currentIntl().formatDate(at, { year: 'numeric', month: 'long', day: 'numeric' });
}

/** '1 review' / '3 reviews'. */
export function reviewCountLabel(n: number): string {
  return t('deck.reviews', { n });
}
