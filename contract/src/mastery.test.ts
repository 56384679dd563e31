import { describe, expect, it } from 'vitest';
import type { CardStates } from './concepts';
import { isMastered, masteryLevelOf, masteryPercent, needsReview, noCards } from './mastery';

const states = (p: Partial<CardStates>): CardStates => ({ ...noCards, ...p });

describe('masteryPercent', () => {
  it('is 0 with no cards', () => {
    expect(masteryPercent(noCards)).toBe(0);
  });
  it('is 0 when every card is new or learning', () => {
    expect(masteryPercent(states({ new: 2 }))).toBe(0);
    expect(masteryPercent(states({ new: 1, learning: 1 }))).toBe(0);
  });
  it('weighs review 0.8 and relearning 0.4', () => {
    expect(masteryPercent(states({ review: 2 }))).toBe(80);
    expect(masteryPercent(states({ relearning: 2 }))).toBe(40);
    expect(masteryPercent(states({ review: 1, relearning: 1 }))).toBe(60);
    expect(masteryPercent(states({ review: 1, new: 1 }))).toBe(40);
  });
  it('rounds to the nearest whole percent', () => {
    // (0.8 + 0.4) / 3 × 100 = 40; 0.8 / 3 × 100 = 26.67 → 27; 0.4 / 3 × 100 = 13.33 → 13
    expect(masteryPercent(states({ review: 1, relearning: 1, new: 1 }))).toBe(40);
    expect(masteryPercent(states({ review: 1, new: 2 }))).toBe(27);
    expect(masteryPercent(states({ relearning: 1, learning: 2 }))).toBe(13);
  });
});

describe('mastered and needs review', () => {
  it('no cards: neither mastered nor needing review', () => {
    expect(isMastered(noCards)).toBe(false);
    expect(needsReview(noCards)).toBe(false);
  });
  it('all new: needs review, not mastered', () => {
    expect(isMastered(states({ new: 2 }))).toBe(false);
    expect(needsReview(states({ new: 2 }))).toBe(true);
  });
  it('mixed review and relearning: both at once', () => {
    const s = states({ review: 1, relearning: 1 });
    expect(isMastered(s)).toBe(true);
    expect(needsReview(s)).toBe(true);
  });
  it('all review: mastered, nothing to review', () => {
    expect(isMastered(states({ review: 2 }))).toBe(true);
    expect(needsReview(states({ review: 2 }))).toBe(false);
  });
  it('learning alone needs review', () => {
    expect(needsReview(states({ learning: 1 }))).toBe(true);
  });
});

describe('masteryLevelOf', () => {
  it('learning with no cards or only new cards', () => {
    expect(masteryLevelOf(noCards)).toBe('learning');
    expect(masteryLevelOf(states({ new: 2 }))).toBe('learning');
  });
  it('practicing once any card left New but not all reached Review', () => {
    expect(masteryLevelOf(states({ new: 1, learning: 1 }))).toBe('practicing');
    expect(masteryLevelOf(states({ review: 1, relearning: 1 }))).toBe('practicing');
    expect(masteryLevelOf(states({ review: 1, new: 1 }))).toBe('practicing');
  });
  it('mastered when every card is in Review', () => {
    expect(masteryLevelOf(states({ review: 2 }))).toBe('mastered');
  });
});
