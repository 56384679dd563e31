// Test helpers of this feature, beside the shared fake API and renderWithQuery of web/src/test/fake-api.tsx.
// Not imported by the app.
import { vi } from 'vitest';

/** A JSON answer of the fake API with its status. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

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
