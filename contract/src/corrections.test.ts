import { describe, expect, it } from 'vitest';
import { correctionStateRequest, correctionStatesBulkRequest } from './corrections';

describe('correction state requests', () => {
  it('accepts a single accept or reject', () => {
    expect(correctionStateRequest.parse({ correction_id: 'c1', accepted: true, rejected: false })).toEqual({
      correction_id: 'c1',
      accepted: true,
      rejected: false,
    });
  });

  it('refuses a state that is both accepted and rejected, a blank id and unknown fields', () => {
    expect(
      correctionStateRequest.safeParse({ correction_id: 'c1', accepted: true, rejected: true }).success,
    ).toBe(false);
    expect(
      correctionStateRequest.safeParse({ correction_id: ' ', accepted: true, rejected: false }).success,
    ).toBe(false);
    expect(
      correctionStateRequest.safeParse({ correction_id: 'c1', accepted: true, rejected: false, x: 1 })
        .success,
    ).toBe(false);
  });

  it('takes a bulk map of states and refuses an empty one or a bad state inside', () => {
    const ok = { states: { a: { accepted: true, rejected: false }, b: { accepted: true, rejected: false } } };
    expect(correctionStatesBulkRequest.parse(ok)).toEqual(ok);
    expect(correctionStatesBulkRequest.safeParse({ states: {} }).success).toBe(false);
    expect(
      correctionStatesBulkRequest.safeParse({ states: { a: { accepted: true, rejected: true } } }).success,
    ).toBe(false);
    expect(correctionStatesBulkRequest.safeParse({ states: { a: { accepted: true } } }).success).toBe(false);
  });
});
