import type { CardStateName, RatingPreview, ReviewRating } from '@inkwell/contract';
import { Rating, State, createEmptyCard, fsrs, generatorParameters, type Card, type Grade } from 'ts-fsrs';

/**
 * The FSRS scheduler as pure functions over plain rows: no I/O, the clock is passed in.
 * FSRS-6 default weights, 90 % retention, learning steps 1m/10m, relearning 10m, no fuzz (decision 062):
 * without fuzz the interval previewed on a button is exactly the one the rating then gives.
 */
const scheduler = fsrs(generatorParameters({ enable_fuzz: false, enable_short_term: true }));

/** A card's scheduling fields as stored (times in epoch milliseconds). */
export interface SrsState {
  due: number;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  /** 0 new, 1 learning, 2 review, 3 relearning (ts-fsrs State). */
  state: number;
  last_review: number | null;
}

/** One review as stored in review_logs (the card's state before the rating, FSRS's log fields). */
export interface SrsLog {
  rating: number;
  state: number;
  due: number;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  last_elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  review: number;
}

const GRADES: Record<ReviewRating, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

const STATE_NAMES: Record<number, CardStateName> = {
  [State.New]: 'new',
  [State.Learning]: 'learning',
  [State.Review]: 'review',
  [State.Relearning]: 'relearning',
};

export function stateName(state: number): CardStateName {
  const name = STATE_NAMES[state];
  if (!name) throw new Error(`Unknown card state ${state}`);
  return name;
}

/** A fresh card, due at once. */
export function newCard(now: number): SrsState {
  return fromFsrs(createEmptyCard(new Date(now)));
}

/** The card after answering it with `rating` at `now`, and the review log to keep. */
export function rateCard(card: SrsState, rating: ReviewRating, now: number): { card: SrsState; log: SrsLog } {
  const { card: next, log } = scheduler.next(toFsrs(card), new Date(now), GRADES[rating]);
  return {
    card: fromFsrs(next),
    log: {
      rating: log.rating,
      state: log.state,
      due: log.due.getTime(),
      stability: log.stability,
      difficulty: log.difficulty,
      elapsed_days: log.elapsed_days,
      last_elapsed_days: log.last_elapsed_days,
      scheduled_days: log.scheduled_days,
      learning_steps: log.learning_steps,
      review: log.review.getTime(),
    },
  };
}

/** Where each of the four answers would send the card if given at `now`. */
export function previewRatings(card: SrsState, now: number): RatingPreview {
  const preview = scheduler.repeat(toFsrs(card), new Date(now));
  const at = (grade: Grade) => {
    const due = preview[grade].card.due.getTime();
    return { due, interval_ms: Math.max(0, due - now) };
  };
  return { again: at(Rating.Again), hard: at(Rating.Hard), good: at(Rating.Good), easy: at(Rating.Easy) };
}

/** FSRS's chance that the learner recalls the card at `now`, 0–1 (0 for a card never reviewed). */
export function retrievability(card: SrsState, now: number): number {
  return scheduler.get_retrievability(toFsrs(card), new Date(now), false);
}

function toFsrs(c: SrsState): Card {
  return {
    due: new Date(c.due),
    stability: c.stability,
    difficulty: c.difficulty,
    elapsed_days: c.elapsed_days,
    scheduled_days: c.scheduled_days,
    learning_steps: c.learning_steps,
    reps: c.reps,
    lapses: c.lapses,
    state: c.state as State,
    ...(c.last_review === null ? {} : { last_review: new Date(c.last_review) }),
  };
}

function fromFsrs(c: Card): SrsState {
  return {
    due: c.due.getTime(),
    stability: c.stability,
    difficulty: c.difficulty,
    elapsed_days: c.elapsed_days,
    scheduled_days: c.scheduled_days,
    learning_steps: c.learning_steps,
    reps: c.reps,
    lapses: c.lapses,
    state: c.state,
    last_review: c.last_review ? c.last_review.getTime() : null,
  };
}
