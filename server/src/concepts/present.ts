import type { CardStates, GrammarCard, ProgressDocument, ReviewedCard, VocabCard } from '@inkwell/contract';
import { masteryLevelOf } from '@inkwell/contract';
import { readList } from './examples.js';
import { learnerExample } from './learner-example.js';
import type { CardRow, DeckConceptRow } from './repo.js';
import { stateName } from './srs.js';

// What leaves the server: rows turned into the contract's shapes, nothing else.

function statesOf(r: DeckConceptRow): CardStates {
  return { new: r.n_new, learning: r.n_learning, review: r.n_review, relearning: r.n_relearning };
}

export function presentVocabCard(r: DeckConceptRow): VocabCard {
  return {
    concept_id: r.id,
    word: r.word ?? r.key,
    english_translation: r.english_translation,
    romanization: r.romanization,
    pos: r.pos,
    // An example given as correct, else the learner's sentence with this fix, labelled as theirs (decision 241).
    example_sentence_native: readList(r.example_sentences)[0] ?? learnerExample(r.context, r.word ?? r.key),
    context: r.context,
    justification: r.justification,
    correction_type: r.correction_type,
    target_language: r.target_language,
    card_states: statesOf(r),
    total_reviews: r.total_reviews,
    last_reviewed_at: r.last_reviewed_at,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

export function presentGrammarCard(r: DeckConceptRow): GrammarCard {
  return {
    concept_id: r.id,
    title: r.title ?? r.key,
    description: r.description ?? '',
    examples: readList(r.examples),
    difficulty_level: r.difficulty_level ?? 'beginner',
    tags: readList(r.tags),
    target_language: r.target_language,
    card_states: statesOf(r),
    total_reviews: r.total_reviews,
    last_reviewed_at: r.last_reviewed_at,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

export function presentProgress(r: DeckConceptRow): ProgressDocument {
  return {
    id: r.id,
    data: { concept_type: r.type, concept_id: r.id, mastery_level: masteryLevelOf(statesOf(r)) },
  };
}

export function presentReviewedCard(c: CardRow): ReviewedCard {
  return {
    card_id: c.id,
    concept_id: c.concept_id,
    state: stateName(c.state),
    due: c.due,
    stability: c.stability,
    difficulty: c.difficulty,
    reps: c.reps,
    lapses: c.lapses,
    last_review: c.last_review,
  };
}
