import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAuthClient } from '../lib/load-auth-client';
import { AUTH_STORAGE_KEY } from '../lib/stored-session';
import { testQueryClient } from '../test/fake-api';
import { AuthProvider, useAuth } from './AuthProvider';

function Probe() {
  const { session, loading } = useAuth();
  return <p>{loading ? 'loading' : (session?.user.id ?? 'signed out')}</p>;
}

/** What the auth client stores after a sign-in, valid for an hour. */
const storeSession = () =>
  localStorage.setItem(
    AUTH_STORAGE_KEY,
    JSON.stringify({
      access_token: 'a.b.c',
      refresh_token: 'r1',
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      user: { id: 'user-1' },
    }),
  );

const renderProvider = () =>
  render(
    <QueryClientProvider client={testQueryClient()}>
      <AuthProvider>
        <Probe />
      </AuthProvider>
    </QueryClientProvider>,
  );

describe('AuthProvider', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('is signed in from the stored session on its first render, before the auth client loads', () => {
    storeSession();
    renderProvider();
    expect(screen.getByText('user-1')).toBeInTheDocument();
  });

  it('is signed out at once when nothing is stored', () => {
    renderProvider();
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });

  it('follows a sign-out made in the first seconds, before its own delayed load of the client', async () => {
    storeSession();
    vi.stubGlobal('fetch', async () => new Response(null, { status: 204 }));
    renderProvider();
    expect(screen.getByText('user-1')).toBeInTheDocument();
    await act(async () => {
      await (await loadAuthClient()).signOut({ scope: 'local' });
    });
    // Well inside the provider's own 3 s wait for the client.
    expect(await screen.findByText('signed out', {}, { timeout: 1000 })).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });
});
