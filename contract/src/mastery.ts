import type { CardStates, MasteryLevel } from './concepts';

/**
 * Mastery figures of one vocab or grammar item from the counts of its cards per FSRS state (decision 061).
 * Pure, so the server (progress documents) and the web pages (counters, '% mastered') agree.
 */

export function totalCards(s: CardStates): number {
  return s.new + s.learning + s.review + s.relearning;
}

/** round((review × 0.8 + relearning × 0.4) ÷ total × 100); 0 with no cards. */
export function masteryPercent(s: CardStates): number {
  const total = totalCards(s);
  if (total === 0) return 0;
  return Math.round(((s.review * 0.8 + s.relearning * 0.4) / total) * 100);
}

/** Mastered: the item has any card in Review. */
export function isMastered(s: CardStates): boolean {
  return s.review > 0;
}

/** Needs review: the item has any New, Learning or Relearning card. */
export function needsReview(s: CardStates): boolean {
  return s.new + s.learning + s.relearning > 0;
}

/**
 * The progress document's level (decision 061): 'mastered' when every card has graduated to Review,
 * 'learning' while no card has left New, 'practicing' in between.
 */
export function masteryLevelOf(s: CardStates): MasteryLevel {
  const total = totalCards(s);
  if (total > 0 && s.review === total) return 'mastered';
  if (s.new === total) return 'learning';
  return 'practicing';
}

export const noCards: CardStates = { new: 0, learning: 0, review: 0, relearning: 0 };
