import { describe, expect, it } from 'vitest';
import { mergeRuns } from './repeat';

describe('mergeRuns', () => {
  it('shows a varying figure as the median of the runs with min–max, and a steady one as written', () => {
    const merged = mergeRuns([
      ['GET /api/auth/me 12,000 req/s, p50 3 ms, 50 connections'],
      ['GET /api/auth/me 9,500 req/s, p50 4 ms, 50 connections'],
      ['GET /api/auth/me 11,250 req/s, p50 3 ms, 50 connections'],
    ]);
    expect(merged.lines).toEqual([
      'GET /api/auth/me 11,250 [9,500–12,000] req/s, p50 3 [3–4] ms, 50 connections',
    ]);
    expect(merged.missed).toEqual([]);
  });

  it('keeps the decimals the runs wrote', () => {
    expect(mergeRuns([['ratio 1.25×'], ['ratio 1.5×'], ['ratio 0.75×']]).lines).toEqual([
      'ratio 1.25 [0.75–1.50]×',
    ]);
  });

  it('takes the verdict of the majority, which with an odd count is the verdict of the median', () => {
    const merged = mergeRuns([
      ['ratio 28.0 % (target ≥ 30 %) BELOW TARGET'],
      ['ratio 31.0 % (target ≥ 30 %) OK'],
      ['ratio 29.0 % (target ≥ 30 %) BELOW TARGET'],
    ]);
    const line = 'ratio 29.0 [28.0–31.0] % (target ≥ 30 %) BELOW TARGET (missed the target in 2 of 3 runs)';
    expect(merged.lines).toEqual([line]);
    expect(merged.missed).toEqual([line]);
  });

  it('passes a figure whose median meets the target and says how often a run missed it', () => {
    const merged = mergeRuns([
      ['×2.40 (target ≤ 2×) ABOVE TARGET'],
      ['×1.10 (target ≤ 2×) OK'],
      ['×1.30 (target ≤ 2×) OK'],
    ]);
    expect(merged.lines).toEqual(['×1.30 [1.10–2.40] (target ≤ 2×) OK (missed the target in 1 of 3 runs)']);
    expect(merged.missed).toEqual([]);
  });

  it('prints runs of different shapes one by one and fails when most of them missed a target', () => {
    const merged = mergeRuns([
      ['(home: timed out — measured again)', 'home performance 80 BELOW TARGET'],
      ['home performance 85 BELOW TARGET'],
      ['home performance 95 ok'],
    ]);
    expect(merged.lines).toEqual([
      'run 1: (home: timed out — measured again)',
      'run 1: home performance 80 BELOW TARGET',
      'run 2: home performance 85 BELOW TARGET',
      'run 3: home performance 95 ok',
    ]);
    expect(merged.missed).toEqual([
      '2 of 3 runs missed a target',
      'run 1: home performance 80 BELOW TARGET',
      'run 2: home performance 85 BELOW TARGET',
    ]);
  });

  it('counts OVER (the assessor budget) as a miss', () => {
    expect(mergeRuns([['median 140.0 ms (OVER the 100 ms budget)']]).missed).toHaveLength(1);
  });
});
