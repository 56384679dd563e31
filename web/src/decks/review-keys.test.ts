import { describe, expect, it } from 'vitest';
import { reviewKeyAction } from './review-keys';

describe('reviewKeyAction', () => {
  it('reveals on Space before the answer shows, and rates Good after', () => {
    expect(reviewKeyAction(' ', false)).toEqual({ type: 'reveal' });
    expect(reviewKeyAction(' ', true)).toEqual({ type: 'rate', rating: 'good' });
  });

  it('maps 1–4 to Again, Hard, Good, Easy once revealed', () => {
    expect(['1', '2', '3', '4'].map((k) => reviewKeyAction(k, true))).toEqual([
      { type: 'rate', rating: 'again' },
      { type: 'rate', rating: 'hard' },
      { type: 'rate', rating: 'good' },
      { type: 'rate', rating: 'easy' },
    ]);
  });

  it('ignores digits before the answer shows and any other key', () => {
    expect(reviewKeyAction('3', false)).toBeNull();
    expect(reviewKeyAction('5', true)).toBeNull();
    expect(reviewKeyAction('Enter', true)).toBeNull();
  });
});
