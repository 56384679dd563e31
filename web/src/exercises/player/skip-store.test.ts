import { beforeEach, describe, expect, it } from 'vitest';
import { loadSkips, saveSkips } from './skip-store';

describe('skipped questions kept per session in this browser', () => {
  beforeEach(() => localStorage.clear());

  it('gives back what was saved for that session only', () => {
    saveSkips('s1', new Set(['m1:practice:0', 'm1:practice:2']));
    saveSkips('s2', new Set(['m9:review:1']));
    expect([...loadSkips('s1')].sort()).toEqual(['m1:practice:0', 'm1:practice:2']);
    expect([...loadSkips('s2')]).toEqual(['m9:review:1']);
    expect(loadSkips('s3').size).toBe(0);
  });

  it('keeps the most recent sessions only, and forgets a session with no skips', () => {
    for (let i = 0; i < 35; i++) saveSkips(`s${i}`, new Set(['x']));
    expect(loadSkips('s0').size).toBe(0);
    expect(loadSkips('s34').size).toBe(1);
    saveSkips('s34', new Set());
    expect(loadSkips('s34').size).toBe(0);
    expect(JSON.parse(localStorage.getItem('inkwell.exercise-skips')!)).toHaveLength(29);
  });

  it('reads damaged storage as nothing skipped, and survives a storage that throws', () => {
    localStorage.setItem('inkwell.exercise-skips', '{"not":"a list"');
    expect(loadSkips('s1').size).toBe(0);
    localStorage.setItem('inkwell.exercise-skips', JSON.stringify([{ session: 's1', slots: [1] }]));
    expect(loadSkips('s1').size).toBe(0);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => saveSkips('s1', new Set(['a']), full)).not.toThrow();
  });
});
