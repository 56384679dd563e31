import { describe, expect, it } from 'vitest';
import { newCard, previewRatings, rateCard, stateName } from './srs.js';

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);

describe('FSRS wrapper with a fixed clock', () => {
  it('a new card is due at once, in state New', () => {
    const c = newCard(T0);
    expect(c.due).toBe(T0);
    expect(stateName(c.state)).toBe('new');
    expect(c.reps).toBe(0);
    expect(c.last_review).toBeNull();
  });

  it('walks New → Learning → Review → Relearning → Review with due dates', () => {
    // Good on a new card: first learning step (10 minutes, the second of 1m/10m).
    const a = rateCard(newCard(T0), 'good', T0);
    expect(stateName(a.card.state)).toBe('learning');
    expect(a.card.due).toBe(T0 + 10 * MIN);
    expect(a.card.last_review).toBe(T0);
    expect(a.log.state).toBe(0); // the log keeps the state before the answer
    expect(a.log.rating).toBe(3);

    // Good again when due: graduates to Review, due in whole days.
    const t1 = a.card.due;
    const b = rateCard(a.card, 'good', t1);
    expect(stateName(b.card.state)).toBe('review');
    expect(b.card.scheduled_days).toBeGreaterThanOrEqual(1);
    expect(b.card.due).toBe(t1 + b.card.scheduled_days * DAY);

    // Again on a review card: a lapse, relearning step of 10 minutes.
    const t2 = b.card.due;
    const c = rateCard(b.card, 'again', t2);
    expect(stateName(c.card.state)).toBe('relearning');
    expect(c.card.lapses).toBe(1);
    expect(c.card.due).toBe(t2 + 10 * MIN);

    // Good after relearning: back to Review, with a shorter interval than before the lapse.
    const t3 = c.card.due;
    const d = rateCard(c.card, 'good', t3);
    expect(stateName(d.card.state)).toBe('review');
    expect(d.card.due).toBeGreaterThan(t3);
    expect(d.card.reps).toBe(4);
  });

  it('Again on a new card stays in Learning for one minute', () => {
    const a = rateCard(newCard(T0), 'again', T0);
    expect(stateName(a.card.state)).toBe('learning');
    expect(a.card.due).toBe(T0 + MIN);
  });

  it('Easy on a new card goes straight to Review', () => {
    const a = rateCard(newCard(T0), 'easy', T0);
    expect(stateName(a.card.state)).toBe('review');
    expect(a.card.due).toBeGreaterThanOrEqual(T0 + DAY);
  });

  it('previews each rating with the interval the rating then gives', () => {
    const card = rateCard(newCard(T0), 'good', T0).card;
    const now = card.due;
    const p = previewRatings(card, now);
    expect(p.again.interval_ms).toBeLessThan(p.hard.interval_ms);
    expect(p.hard.interval_ms).toBeLessThan(p.good.interval_ms);
    expect(p.good.interval_ms).toBeLessThan(p.easy.interval_ms);
    for (const rating of ['again', 'hard', 'good', 'easy'] as const) {
      expect(rateCard(card, rating, now).card.due).toBe(p[rating].due);
      expect(p[rating].interval_ms).toBe(p[rating].due - now);
    }
  });

  it('preview on a new card: 1m, 6m, 10m, days', () => {
    const p = previewRatings(newCard(T0), T0);
    expect(p.again.interval_ms).toBe(MIN);
    expect(p.hard.interval_ms).toBe(6 * MIN);
    expect(p.good.interval_ms).toBe(10 * MIN);
    expect(p.easy.interval_ms % DAY).toBe(0);
  });

  it('does not change the card it is given', () => {
    const card = newCard(T0);
    const copy = { ...card };
    rateCard(card, 'good', T0);
    previewRatings(card, T0);
    expect(card).toEqual(copy);
  });
});
