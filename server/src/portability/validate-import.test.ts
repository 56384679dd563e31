import { describe, expect, it } from 'vitest';
import type { BundleEntry, ImportBundle } from './bundle.js';
import { checkBundleEntries, MAX_JSON_DEPTH, rawJsonProblem } from './validate-import.js';

const bundle = (over: Partial<BundleEntry>): ImportBundle => ({
  format: 'markdown',
  entries: [
    {
      day: '2026-11-25',
      timeZone: 'UTC',
      language: null,
      text: 'Hola.',
      source: { file: 'a.md', line: 3 },
      ...over,
    },
  ],
});

describe('rawJsonProblem', () => {
  it('walks 100,000 levels without overflowing the stack, and names where it stopped', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const found = rawJsonProblem({ a: deep });
    expect(found?.problem).toMatch(/deeper than 64/);
    expect(found?.path).toHaveLength(MAX_JSON_DEPTH);
    expect(found?.path.slice(0, 2)).toEqual(['a', 0]);
  });
  it('finds a NUL in a string or a key; a lesson-deep ordinary value passes', () => {
    expect(rawJsonProblem({ a: [{ b: 'x\0y' }] })).toEqual({
      path: ['a', 0, 'b'],
      problem: 'holds a NUL character',
    });
    expect(rawJsonProblem({ 'k\0': 1 })?.problem).toMatch(/key holding a NUL/);
    expect(rawJsonProblem({ a: { b: { c: { d: [1, 'two', null, true] } } } })).toBeNull();
  });
});

describe('checkBundleEntries', () => {
  it('names the file, line and day of an entry the API would refuse', () => {
    expect(() => checkBundleEntries(bundle({ text: 'x'.repeat(20_001) }))).toThrow(
      'a.md, line 3: the entry of 2026-11-25: text must be at most 20000 characters',
    );
    expect(() => checkBundleEntries(bundle({ timeZone: 'Mars/Olympus_Mons' }))).toThrow(
      /not an IANA time zone/,
    );
    expect(() => checkBundleEntries(bundle({ language: 'zz' }))).toThrow(/not a known language code/);
  });
  it('reads a region form as its language and a lone surrogate as U+FFFD, as the API stores them', () => {
    const b = bundle({ language: 'pt-BR', text: 'Olá \uD800' });
    checkBundleEntries(b);
    expect(b.entries[0]).toMatchObject({ language: 'pt', text: 'Olá \uFFFD' });
  });
});
