import { describe, expect, it } from 'vitest';
import { edForm, REGULAR_PAST } from './english-regular-past.js';
import { IRREGULAR } from './english-irregular.js';

describe('regular English pasts (decision 308)', () => {
  it('follows the spelling rules', () => {
    expect(['walk', 'like', 'study', 'play', 'stop', 'prefer', 'visit'].map(edForm)).toEqual([
      'walked',
      'liked',
      'studied',
      'played',
      'stopped',
      'preferred',
      'visited',
    ]);
  });
  it('lists no irregular verb and leaves out spellings that vary (travelled/traveled)', () => {
    expect([...REGULAR_PAST.keys()].filter((base) => Object.hasOwn(IRREGULAR, base))).toEqual([]);
    expect(REGULAR_PAST.has('travel')).toBe(false);
  });
});
