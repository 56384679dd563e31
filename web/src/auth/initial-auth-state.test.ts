import { describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY } from '../lib/stored-session';
import { initialAuthState } from './initial-auth-state';

const valid = JSON.stringify({
  access_token: 'a.b.c',
  refresh_token: 'r1',
  expires_at: Date.now() / 1000 + 3600,
  user: { id: 'u1' },
});
const expired = JSON.stringify({ ...JSON.parse(valid), expires_at: Date.now() / 1000 - 10 });
const storageWith = (value: string | null) => ({
  getItem: (key: string) => (key === AUTH_STORAGE_KEY ? value : null),
});
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
