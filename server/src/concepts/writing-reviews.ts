import { randomUUID } from 'node:crypto';
import {
  dueWordForms,
  findDueWordUses,
  type DueWordsResponse,
  type WritingReviewsResponse,
} from '@inkwell/contract';
import { Rating } from 'ts-fsrs';
import type { Db } from '../db/database.js';
import type { Executor } from '../db/executor.js';
import { sameLemmaForms } from '../exercises/index.js';
import { getProfile } from '../profile/index.js';
import { DUE_WORDS_SHOWN, weakestPerWord, writingRatings, type Span } from './due-words.js';
import * as repo from './repo.js';
import { rateCard, retrievability } from './srs.js';

/** Due cards read to choose from: the soonest due, so a backlog of thousands costs no more than this. */
const CANDIDATES_READ = 500;

/** Due words of `language` at `now`, one card per word, the least retrievable first, with their forms. */
async function dueWordsOf(k: Executor, userId: string, language: string, now: number, limit: number) {
  const rows = await repo.listDueVocab(k, userId, language, now, CANDIDATES_READ);
  const candidates = rows.map((row) => ({
    ...row,
    card_id: row.id,
    retrievability: retrievability(row, now),
  }));
  return weakestPerWord(candidates, limit).map((c) => ({
    ...c,
    // The tables know irregular forms (went, fue, ist) that suffix rules cannot make.
    forms: dueWordForms(c.word, language, sameLemmaForms(c.word.toLowerCase(), language) ?? []),
  }));
}

/** GET /api/writing/due-words: the words to use in today's entry, in the profile's target language. */
export async function dueWords(db: Db, userId: string, now: number): Promise<DueWordsResponse> {
  const language = (await getProfile(db, userId))?.target_language ?? null;
  if (!language) return { language: null, words: [] };
  const words = await dueWordsOf(db.kysely, userId, language, now, DUE_WORDS_SHOWN);
  return {
    language,
    words: words.map((w) => ({
      card_id: w.card_id,
      concept_id: w.concept_id,
      word: w.word,
      translation: w.english_translation,
      forms: w.forms,
      retrievability: Math.round(w.retrievability * 1000) / 1000,
    })),
  };
}

/**
 * When an entry is assessed (inside the transaction storing the result): each due word the entry uses
 * reviews its card, `good` when no correction touches the use, `again` when one does; words not used
 * stay untouched. Every due word counts, not only the five shown (the learner may have used others).
 * Once per entry: an entry whose analysis already reviewed cards reviews none again.
 */
export async function reviewFromWriting(
  trx: Executor,
  userId: string,
  entry: { id: string; content: string; target_language: string | null },
  corrections: readonly Span[],
  now: number,
): Promise<void> {
  if (!entry.target_language || (await repo.hasWritingReviews(trx, userId, entry.id))) return;
  const words = await dueWordsOf(trx, userId, entry.target_language, now, CANDIDATES_READ);
  const byCard = new Map(words.map((w) => [w.card_id, w]));
  const uses = findDueWordUses(
    entry.content,
    words.map((w) => ({ id: w.card_id, forms: w.forms })),
  );
  for (const [cardId, rating] of writingRatings(uses, corrections)) {
    const card = byCard.get(cardId)!;
    const next = rateCard(card, rating, now);
    // A card answered in the deck at this very moment keeps that answer (saveReview refuses the loser).
    await repo.saveReview(trx, userId, cardId, card.reps, next.card, { ...next.log, id: randomUUID() }, now, {
      source: 'writing',
      journal_entry_id: entry.id,
    });
  }
}

/** GET /api/writing/reviews/:entry_id: what the entry's analysis did to the learner's cards. */
export async function writingReviews(
  db: Db,
  userId: string,
  entryId: string,
): Promise<WritingReviewsResponse> {
  const rows = await repo.listWritingReviews(db.kysely, userId, entryId);
  return {
    reviews: rows.map((r) => ({
      card_id: r.card_id,
      concept_id: r.concept_id,
      word: r.word,
      rating: Number(r.rating) === Rating.Again ? 'again' : 'good',
      next_due: new Date(Number(r.next_due)).toISOString(),
      reviewed_at: new Date(Number(r.created_at)).toISOString(),
    })),
  };
}
