// Test helpers of this feature: a QueryClient per test and a fake of the product API at its HTTP edge
// (global fetch), so the real fetchers, hooks and components run. Not imported by the app.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';
import { stubApi } from '../test/fake-api';

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The shared fake (web/src/test/fake-api.tsx): `routes` maps 'METHOD /api/path' to a handler; else 404. */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  stubApi(({ method, url, body }) => {
    const call = { method, path: url.pathname, body };
    calls.push(call);
    return routes[`${method} ${url.pathname}`]?.(call);
  });
  return calls;
}

/** Radix positions popovers with ResizeObserver, which jsdom lacks. */
export function installResizeObserver() {
  if (!('ResizeObserver' in globalThis)) {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  }
}

export function renderWithQuery(ui: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...render(ui, { wrapper }) };
}
