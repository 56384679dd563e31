import type { AssessmentCorrection } from '@inkwell/contract';
import { describe, expect, it } from 'vitest';
import { createOfflineAssessor } from './assessor.js';
import { checkText } from './checker.js';
import type { OfflineChecker } from './checker-client.js';
import { selfChecked } from './findings.js';

/** The checker in this thread: the same checkText the worker runs. */
const inThread = {
  check: (text: string, language: string) => checkText(text, language),
} as unknown as OfflineChecker;
const assess = (text: string, language: string) =>
  createOfflineAssessor(inThread).assess({
    text,
    targetLanguage: language,
    nativeLanguage: 'en',
    userId: 'u1',
  });

describe('fixes and flags (issue 22)', () => {
  it('a dictionary neighbour is a flag: no replacement, no word to learn, no grammar point', async () => {
    // "Hemt" is one doubled letter from "hemmt", a verb: a noun's neighbour of another kind is no fix.
    const { data } = await assess('Ich kaufe heute ein neues Hemt. Das ist ein schönes Bilt.', 'de');
    for (const word of ['Hemt', 'Bilt']) {
      const c = data.corrections.find((x) => x.original === word)!;
      expect(c.finding).toBe('flag');
      expect(c.corrected).toBe(word);
      expect(c.explanation).toMatch(/not in the German dictionary/);
    }
    expect(data.vocab_concepts).toEqual([]);
  });

  it('a slip with one answer (a doubled letter) is a fix', async () => {
    const { data } = await assess('Wir gehen in den Park und esen Eis.', 'de');
    expect(data.corrections.find((c) => c.original === 'esen')).toMatchObject({
      corrected: 'essen',
      finding: 'fix',
    });
  });

  it('a form from a table is a fix and becomes a concept', async () => {
    const { data } = await assess('Wir sind gestern nach Hause gegeht.', 'de');
    const fix = data.corrections.find((c) => c.original === 'gegeht')!;
    expect(fix).toMatchObject({ corrected: 'gegangen', finding: 'fix' });
    expect(data.grammar.map((g) => g.examples.join())).toEqual([expect.stringContaining('gegangen')]);
  });

  it('a fix whose sentence still draws a finding on its span is demoted to a flag', async () => {
    // The accent is right, but "simpático" does not agree with "la profesora": not a fix to teach.
    const { data } = await assess('La profesora es simpatico.', 'es');
    const c = data.corrections.find((x) => x.original === 'simpatico')!;
    expect(c).toMatchObject({ finding: 'flag', corrected: 'simpatico' });
    expect(data.vocab_concepts).toEqual([]);
  });

  it('selfChecked keeps a fix that its checker accepts and demotes one it does not', async () => {
    const text = 'Uno dos tres.';
    const base: AssessmentCorrection = {
      id: 'a',
      original: 'dos',
      corrected: 'DOS',
      explanation: 'x',
      category: 'spelling',
      start: 4,
      end: 7,
      context: text,
      finding: 'fix',
    };
    const windows: string[] = [];
    const flagsItsSpan = async (window: string) => {
      windows.push(window);
      return {
        issues: [
          {
            start: 4,
            end: 7,
            original: 'DOS',
            corrected: 'dos',
            explanation: '',
            category: 'spelling' as const,
            rule: 'r',
          },
        ],
        checker: 'hunspell' as const,
        rules: {},
      };
    };
    const silent = async () => ({ issues: [], checker: 'hunspell' as const, rules: {} });
    expect((await selfChecked(text, [base], silent))[0]).toMatchObject({ finding: 'fix', corrected: 'DOS' });
    expect((await selfChecked(text, [base], flagsItsSpan))[0]).toMatchObject({
      finding: 'flag',
      corrected: 'dos',
    });
    expect(windows).toEqual(['Uno DOS tres.']);
  });
});
