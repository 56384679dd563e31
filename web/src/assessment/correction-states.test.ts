import { beforeEach, describe, expect, it } from 'vitest';
import {
  localStatesKey,
  markConfirmed,
  mergeCorrectionStates,
  pendingStates,
  readCachedStates,
  writeCachedStates,
} from './correction-states';

const accepted = { accepted: true, rejected: false };
const rejected = { accepted: false, rejected: true };

describe('mergeCorrectionStates', () => {
  it('takes the server state when the cache has nothing, and the cache when the server has nothing', () => {
    expect(mergeCorrectionStates({ a: { ...accepted, updated_at: 5 } }, {})).toEqual({
      a: { ...accepted, updated_at: 5, pending: false },
    });
    expect(mergeCorrectionStates({}, { b: { ...rejected, updated_at: 1, pending: false } })).toEqual({
      b: { ...rejected, updated_at: 1, pending: false },
    });
  });

  it('falls back to the cache alone when the server map is missing', () => {
    const cached = { a: { ...accepted, updated_at: 1, pending: true } };
    expect(mergeCorrectionStates(null, cached)).toEqual(cached);
    expect(mergeCorrectionStates(undefined, cached)).toEqual(cached);
  });

  it('lets the server win over a confirmed cached state, even a newer one', () => {
    const merged = mergeCorrectionStates(
      { a: { ...rejected, updated_at: 10 } },
      { a: { ...accepted, updated_at: 20, pending: false } },
    );
    expect(merged.a).toMatchObject(rejected);
  });

  it('lets an unconfirmed cached change win only when it is newer than the server copy', () => {
    const server = { a: { ...rejected, updated_at: 10 } };
    expect(
      mergeCorrectionStates(server, { a: { ...accepted, updated_at: 20, pending: true } }).a,
    ).toMatchObject({
      ...accepted,
      pending: true,
    });
    expect(
      mergeCorrectionStates(server, { a: { ...accepted, updated_at: 5, pending: true } }).a,
    ).toMatchObject({
      ...rejected,
      pending: false,
    });
  });
});

describe('pendingStates and markConfirmed', () => {
  it('lists only unconfirmed changes and clears them once confirmed', () => {
    const states = {
      a: { ...accepted, updated_at: 1, pending: true },
      b: { ...rejected, updated_at: 1, pending: false },
    };
    const sent = pendingStates(states);
    expect(sent).toEqual({ a: accepted });
    expect(markConfirmed(states, sent, 2).a?.pending).toBe(false);
  });

  it('keeps a change pending when it changed again after the request left', () => {
    const states = { a: { ...rejected, updated_at: 9, pending: true } };
    expect(markConfirmed(states, { a: accepted }, 5).a?.pending).toBe(true);
  });
});

describe('browser cache', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips through localStorage under a per-entry key', () => {
    const states = { a: { ...accepted, updated_at: 3, pending: true } };
    writeCachedStates('e1', states);
    expect(localStorage.getItem('inkwell:correction-states:e1')).not.toBeNull();
    expect(localStatesKey('e1')).toBe('inkwell:correction-states:e1');
    expect(readCachedStates('e1')).toEqual(states);
    expect(readCachedStates('e2')).toEqual({});
  });

  it('reads broken or foreign data as empty, and keeps the well-formed entries of an older format', () => {
    localStorage.setItem(localStatesKey('e1'), '{not json');
    expect(readCachedStates('e1')).toEqual({});
    localStorage.setItem(
      localStatesKey('e1'),
      JSON.stringify({ a: { accepted: true, rejected: false }, b: 3 }),
    );
    expect(readCachedStates('e1')).toEqual({ a: { ...accepted, updated_at: 0, pending: false } });
  });
});
