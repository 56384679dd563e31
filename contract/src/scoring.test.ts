import { describe, expect, it } from 'vitest';
import type { ModulePhases } from './exercises';
import { expectedAnswer, maxPoints, pointsFor } from './scoring';

const phases = {
  guided_practice: {
    content: {
      exercises: [
        { type: 'fill_blank', question: 'q1', answer: 'a1', hint: 'h' },
        { type: 'fill_blank', question: 'q2', answer: 'a2', hint: 'h' },
      ],
    },
  },
  independent_practice: {
    content: {
      exercises: [
        { type: 'translation', question: 'q3', answer: 'a3', points: 3 },
        { type: 'fill_blank', question: 'q4', answer: 'a4' },
      ],
      challenge_question: { question: 'cq', answer: 'ca' },
    },
  },
} as unknown as ModulePhases;

describe('scoring', () => {
  it('gives 1 per guided answer', () => {
    expect(pointsFor(phases, 'guided_practice', 0)).toBe(1);
    expect(pointsFor(phases, 'guided_practice', 2)).toBe(0);
  });
  it("gives an independent exercise's points, or 1", () => {
    expect(pointsFor(phases, 'independent_practice', 0)).toBe(3);
    expect(pointsFor(phases, 'independent_practice', 1)).toBe(1);
  });
  it('scores the challenge at the index after the last exercise', () => {
    expect(pointsFor(phases, 'independent_practice', 2)).toBe(1);
    expect(expectedAnswer(phases, 'independent_practice', 2)).toBe('ca');
    expect(pointsFor(phases, 'independent_practice', 3)).toBe(0);
    expect(expectedAnswer(phases, 'independent_practice', 3)).toBeNull();
  });
  it('sums the maximum', () => {
    expect(maxPoints(phases)).toBe(2 + 3 + 1 + 1);
  });
});
