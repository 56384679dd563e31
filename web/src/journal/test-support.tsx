import type { JournalEntry } from '@inkwell/contract';
import type { ReactNode } from 'react';
import { renderAt as renderAtRoute, stubApi } from '../test/fake-api';

/** A fake of the product API at the fetch boundary: handlers keyed 'METHOD /api/path' (path without query). */
export type Handler = (request: { url: URL; body: unknown }) => { status?: number; body?: unknown };

/** The shared fake (web/src/test/fake-api.tsx) keyed by route; the log keeps path and query apart. */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: { method: string; path: string; search: string; body: unknown }[] = [];
  stubApi(({ method, url, body }) => {
    calls.push({ method, path: url.pathname, search: url.search, body });
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) return undefined;
    const answer = handler({ url, body });
    return { status: answer.status ?? 200, body: answer.body ?? null };
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

/** Renders `element` at `path` (a route pattern) starting from `url` (web/src/test/fake-api.tsx). */
export const renderAt = (element: ReactNode, { path, url }: { path: string; url: string }) =>
  renderAtRoute(element, { url, route: path });
