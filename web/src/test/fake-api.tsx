// Test-only helpers shared by the feature tests: the product API faked at its HTTP protocol (global fetch),
// so the real fetchers, hooks and components run, and a fresh query client per render. Not imported by the app.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (req: FakeRequest) => { status?: number; body?: unknown } | undefined;

/**
 * Answers fetch('/api/...') with `handler`'s result (JSON); an unknown route answers 404 {detail}.
 * Returns the log of requests so tests can assert what the page sent.
 */
export function fakeApi(handler: Handler): FakeRequest[] {
  const log: FakeRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const req: FakeRequest = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname.replace(/^\/api/, '') + url.search,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    log.push(req);
    const res = handler(req) ?? { status: 404, body: { detail: 'Not found' } };
    return new Response(res.body === undefined ? null : JSON.stringify(res.body), {
      status: res.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return log;
}

/** A query client that neither retries nor shares a cache with another test. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export function renderWithQuery(ui: ReactElement) {
  return render(<QueryClientProvider client={testQueryClient()}>{ui}</QueryClientProvider>);
}
