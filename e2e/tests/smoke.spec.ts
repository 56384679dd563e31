import { expect, test } from '@playwright/test';
import { failOnConsoleErrors } from '../support/console';

// A bundle that throws (uncaught, or logged as a console error) fails the test in its afterEach.
failOnConsoleErrors();

test('the app loads in Chromium and renders its first screen', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Inkwell');
  // index.html paints a spinner before any script runs, so the title and a non-empty root alone would
  // pass with a crashed bundle: only the app itself replaces the spinner with the sign-in screen.
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('#root')).not.toBeEmpty();
});
