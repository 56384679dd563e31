import { describe, expect, it } from 'vitest';
import { storageWith } from '../test/stored-session';
import { nothingStored, readStoredSession } from './stored-session';

const NOW = 1_800_000_000;
const session = {
  access_token: 'a.b.c',
  refresh_token: 'r1',
  token_type: 'bearer',
  expires_in: 3600,
  expires_at: NOW + 3600,
  user: { id: 'u1', email: 'grace@example.com' },
};

describe('readStoredSession', () => {
  it('returns a complete session that stays valid for a while', () => {
    expect(readStoredSession(storageWith(JSON.stringify(session)), NOW)).toEqual(session);
  });

  it('leaves a session that expires within 90 s to the auth client', () => {
    const soon = { ...session, expires_at: NOW + 89 };
    expect(readStoredSession(storageWith(JSON.stringify(soon)), NOW)).toBeNull();
    expect(
      readStoredSession(storageWith(JSON.stringify({ ...soon, expires_at: NOW + 91 })), NOW),
    ).not.toBeNull();
  });

  it('returns null for nothing stored, damaged JSON, a missing field or storage that throws', () => {
    expect(readStoredSession(storageWith(null), NOW)).toBeNull();
    expect(readStoredSession(storageWith('{not json'), NOW)).toBeNull();
    expect(readStoredSession(storageWith('"a string"'), NOW)).toBeNull();
    for (const field of ['access_token', 'refresh_token', 'expires_at', 'user'] as const) {
      const partial: Record<string, unknown> = { ...session };
      delete partial[field];
      expect(readStoredSession(storageWith(JSON.stringify(partial)), NOW)).toBeNull();
    }
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readStoredSession(refusing, NOW)).toBeNull();
    expect(nothingStored(refusing)).toBe(false);
  });

  it('tells when nothing at all is stored', () => {
    expect(nothingStored(storageWith(null))).toBe(true);
    expect(nothingStored(storageWith('{}'))).toBe(false);
  });
});
