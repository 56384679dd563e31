import { expect, test } from '@playwright/test';

/**
 * Registers hooks that fail every test of the calling spec file whose page logged a console error or threw
 * (e.g. a dialog without an accessible title). Call once at the top level of the file.
 */
export function failOnConsoleErrors(): void {
  let consoleErrors: string[] = [];
  test.beforeEach(({ page }) => {
    consoleErrors = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') consoleErrors.push(msg.text());
    });
    page.on('pageerror', (err) => consoleErrors.push(err.message));
  });
  test.afterEach(() => {
    expect(consoleErrors).toEqual([]);
  });
}
