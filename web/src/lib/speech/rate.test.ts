import { afterEach, describe, expect, it } from 'vitest';
import { loadRate, saveRate } from './rate';

afterEach(() => localStorage.clear());

describe('speech rate', () => {
  it('is normal until the learner picks slow, and remembers the choice', () => {
    expect(loadRate()).toBe('normal');
    saveRate('slow');
    expect(loadRate()).toBe('slow');
    saveRate('normal');
    expect(loadRate()).toBe('normal');
  });
});
