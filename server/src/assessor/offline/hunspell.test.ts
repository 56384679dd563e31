import { describe, expect, it } from 'vitest';
import { learnerDistance } from './hunspell.js';

describe('learnerDistance', () => {
  it('makes the usual learner slips cheaper than other edits', () => {
    expect(learnerDistance('bive', 'vive')).toBeLessThan(learnerDistance('bive', 'bine'));
    expect(learnerDistance('tambien', 'también')).toBe(0.25);
    expect(learnerDistance('haus', 'Haus')).toBe(0.25);
    expect(learnerDistance('ermano', 'hermano')).toBe(0.5);
    expect(learnerDistance('Fahrad', 'Fahrrad')).toBe(0.5);
    expect(learnerDistance('cat', 'dog')).toBe(3);
  });
});
