import { describe, expect, it } from 'vitest';
import { loadGold } from '../../../eval/gold.js';
import { emptyTally, f05, precision, recall, score } from '../../../eval/metrics.js';

describe('assessment gold set (eval/gold)', () => {
  const gold = loadGold();

  it('has at least 80 sentences in four languages, a third of them correct', () => {
    expect(gold.length).toBeGreaterThanOrEqual(80);
    expect(new Set(gold.map((g) => g.language))).toEqual(new Set(['en', 'es', 'fr', 'de']));
    expect(gold.filter((g) => g.corrections.length === 0).length * 3).toBeGreaterThanOrEqual(gold.length);
  });

  it('resolves every expected correction to a non-overlapping span of its sentence', () => {
    for (const item of gold) {
      const spans = [...item.corrections].sort((a, b) => a.start - b.start);
      spans.forEach((c, i) => {
        expect(item.text.slice(c.start, c.end)).toBe(c.original);
        expect(c.corrected).not.toBe(c.original);
        if (i > 0) expect(c.start).toBeGreaterThanOrEqual(spans[i - 1]!.end);
      });
    }
  });
});

describe('eval metrics', () => {
  it('scores exact spans, right fixes and false alarms', () => {
    const t = emptyTally();
    score(
      t,
      [
        { start: 0, end: 3, corrected: 'has' },
        { start: 5, end: 8, corrected: 'x' },
      ],
      [
        { start: 0, end: 3, corrected: 'has' },
        { start: 5, end: 9, corrected: 'x' },
      ],
      2,
      2,
    );
    score(t, [], [{ start: 1, end: 2, corrected: 'y' }], 2, 1);
    expect(t).toMatchObject({
      gold: 2,
      predicted: 3,
      truePositives: 1,
      rightCorrections: 1,
      falseAlarms: 1,
      correctSentencesFlagged: 1,
    });
    expect(precision(t)).toBeCloseTo(1 / 3);
    expect(recall(t)).toBeCloseTo(1 / 2);
    expect(f05(t)).toBeCloseTo((1.25 * (1 / 3) * (1 / 2)) / (0.25 * (1 / 3) + 1 / 2));
    expect(t.anchored / t.proposed).toBe(0.75);
  });
});
