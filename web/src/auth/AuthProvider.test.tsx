import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAuthClient } from '../lib/load-auth-client';
import { AUTH_STORAGE_KEY } from '../lib/stored-session';
import { testQueryClient } from '../test/fake-api';
import { storeSession } from '../test/stored-session';
import { AuthProvider, useAuth } from './AuthProvider';

function Probe() {
  const { session, loading } = useAuth();
  return <p>{loading ? 'loading' : (session?.user.id ?? 'signed out')}</p>;
}

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
