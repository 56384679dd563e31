import { describe, expect, it } from 'vitest';
import { ratingFromAnswers } from './rating.js';

describe('ratingFromAnswers', () => {
  it('gives nothing without answers', () => expect(ratingFromAnswers(0, 0)).toBeNull());
  it('gives good when all are right', () => expect(ratingFromAnswers(4, 4)).toBe('good'));
  it('gives hard from half right', () => {
    expect(ratingFromAnswers(2, 4)).toBe('hard');
    expect(ratingFromAnswers(3, 4)).toBe('hard');
  });
  it('gives again below half', () => expect(ratingFromAnswers(1, 4)).toBe('again'));
});
