import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date(2026, 10, 27, 10, 0, 0);
const at = (days: number, hours = 0, minutes = 0, seconds = 0) =>
  new Date(2026, 10, 27 + days, 10 + hours, minutes, seconds);

describe('relativeTime', () => {
  it('says how long ago or how soon in the largest fitting unit', () => {
    expect(relativeTime(at(0, 0, 0, -20), now, 'en')).toBe('20 seconds ago');
    expect(relativeTime(at(0, 0, 5), now, 'en')).toBe('in 5 minutes');
    expect(relativeTime(at(0, -3), now, 'en')).toBe('3 hours ago');
    expect(relativeTime(at(-3), now, 'en')).toBe('3 days ago');
    expect(relativeTime(at(14), now, 'en')).toBe('in 2 weeks');
    expect(relativeTime(at(-95), now, 'en')).toBe('3 months ago');
    expect(relativeTime(at(-800), now, 'en')).toBe('2 years ago');
  });

  it('counts calendar days: last evening is yesterday', () => {
    expect(relativeTime(new Date(2026, 10, 26, 22, 0), now, 'en')).toBe('yesterday');
    expect(relativeTime(at(1, 2), now, 'en')).toBe('tomorrow');
  });

  it('speaks the interface language', () => {
    expect(relativeTime(at(-3), now, 'es')).toBe('hace 3 días');
    expect(relativeTime(at(0, 2), now, 'de')).toBe('in 2 Stunden');
    expect(relativeTime(at(1), now, 'fr')).toBe('demain');
  });
});
