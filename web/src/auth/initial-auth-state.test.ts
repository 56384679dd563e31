import { describe, expect, it } from 'vitest';
import { storageWith, storedSessionJson } from '../test/stored-session';
import { initialAuthState } from './initial-auth-state';

const valid = storedSessionJson({ userId: 'u1' });
const expired = storedSessionJson({ expiresAt: Date.now() / 1000 - 10 });
const plainUrl = { search: '', hash: '' };

describe('initialAuthState', () => {
  it('is signed in at once with a usable stored session', () => {
    const state = initialAuthState(storageWith(valid), plainUrl);
    expect(state.loading).toBe(false);
    expect(state.session?.user.id).toBe('u1');
  });

  it('is signed out at once when nothing is stored', () => {
    expect(initialAuthState(storageWith(null), plainUrl)).toEqual({
      session: null,
      error: null,
      loading: false,
    });
  });

  it('waits for the auth client for an expiring session or a mail link answer in the URL', () => {
    expect(initialAuthState(storageWith(expired), plainUrl).loading).toBe(true);
    expect(
      initialAuthState(storageWith(valid), { search: '', hash: '#access_token=x&type=recovery' }).loading,
    ).toBe(true);
    expect(initialAuthState(storageWith(null), { search: '?error=access_denied', hash: '' }).loading).toBe(
      true,
    );
    expect(
      initialAuthState(storageWith(null), { search: '?token_hash=t&type=signup', hash: '' }).loading,
    ).toBe(false);
  });
});
