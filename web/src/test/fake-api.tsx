// Test-only helpers shared by the feature tests: the product API faked at its HTTP protocol (global fetch),
// so the real fetchers, hooks and components run, and a fresh query client per render. Not imported by the app.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
}

/** One request the page sent, as every fake of the API sees it. */
export interface ApiCall {
  method: string;
  url: URL;
  /** The JSON body, parsed; undefined without one. */
  body: unknown;
}

/** A fake's answer: a Response as it is, or a status and a JSON body (none when `body` is undefined). */
export type FakeAnswer = Response | { status?: number; body?: unknown };

/** The API's answer to a route no fake knows. */
export const notFound = (): FakeAnswer => ({ status: 404, body: { detail: 'Not found' } });

/**
 * The one fake of the product API's HTTP edge: stubs global fetch so every request is handed to `answer`
 * (a missing answer is a 404 {detail}). The feature test-supports build on it.
 */
export function stubApi(
  answer: (call: ApiCall) => FakeAnswer | undefined | Promise<FakeAnswer | undefined>,
): void {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: ApiCall = {
      method: (init.method ?? 'GET').toUpperCase(),
      url: new URL(String(input), 'http://localhost'),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    const res = (await answer(call)) ?? notFound();
    if (res instanceof Response) return res;
    return new Response(res.body === undefined ? null : JSON.stringify(res.body), {
      status: res.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
}

type Handler = (req: FakeRequest) => FakeAnswer | undefined | Promise<FakeAnswer | undefined>;

/**
 * Answers fetch('/api/...') with `handler`'s result (JSON): either one function for every request, or
 * handlers keyed 'METHOD /api/path' (the path without its query). An unknown route answers 404 {detail}.
 * Returns the log of requests (path without /api, with the query) so tests can assert what the page sent.
 */
export function fakeApi(handler: Handler | Record<string, Handler>): FakeRequest[] {
  const log: FakeRequest[] = [];
  stubApi(({ method, url, body }) => {
    const req: FakeRequest = { method, path: url.pathname.replace(/^\/api/, '') + url.search, body };
    log.push(req);
    return typeof handler === 'function' ? handler(req) : handler[`${method} ${url.pathname}`]?.(req);
  });
  return log;
}

/** A query client that neither retries nor shares a cache with another test. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders `ui` with a fresh query client, which it returns; `rerender` keeps the client (it is a wrapper). */
export function renderWithQuery(ui: ReactElement) {
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { ...render(ui, { wrapper }), client };
}

/** Shows the current location (path and query) so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/**
 * Renders `ui` at the route pattern `route`, starting from `url`, with a fresh query client and the
 * current location shown (test id `location`); other paths render nothing.
 */
export function renderAt(ui: ReactNode, { url = '/', route = '*' }: { url?: string; route?: string } = {}) {
  const client = testQueryClient();
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={route} element={ui} />
          {route === '*' ? null : <Route path="*" element={null} />}
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, client };
}
