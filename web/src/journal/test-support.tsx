import type { JournalEntry } from '@inkwell/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';

/** A fake of the product API at the fetch boundary: handlers keyed 'METHOD /api/path' (path without query). */
export type Handler = (request: { url: URL; body: unknown }) => { status?: number; body?: unknown };

export function fakeApi(handlers: Record<string, Handler>) {
  const calls: { method: string; path: string; search: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path: url.pathname, search: url.search, body });
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) return new Response(JSON.stringify({ detail: 'Not found' }), { status: 404 });
    const answer = handler({ url, body });
    return new Response(JSON.stringify(answer.body ?? null), { status: answer.status ?? 200 });
  });
  return calls;
}

export function entryFixture(overrides: Partial<JournalEntry> & { content?: string } = {}): JournalEntry {
  const { content = 'Hoy fui al mercado.', ...rest } = overrides;
  return {
    id: 'entry-1',
    data: { date: '1795089600', content, target_language: 'es' },
    day: '2026-11-22',
    time_zone: 'UTC',
    word_count: content.split(/\s+/).filter(Boolean).length,
    version: 1,
    analysis_state: null,
    created_at: '2026-11-22T10:00:00.000Z',
    updated_at: '2026-11-22T10:00:00.000Z',
    ...rest,
  };
}

/** Shows the current location so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** Renders `element` at `path` (a route pattern) starting from `url`, with a fresh query cache. */
export function renderAt(element: ReactNode, { path, url }: { path: string; url: string }) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, client };
}
