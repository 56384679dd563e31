import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { failOnConsoleErrors } from '../support/console';
import { writeTodaysEntry } from '../support/journal';
import { signInLearner } from '../support/learner';

/**
 * Revise after analysis (issue 25) with the offline assessor: analyse an entry, revise it after reading
 * the corrections, analyse the revision; the first version stays with its assessment, and the page
 * compares it with the current text word by word. A reload keeps both.
 */

const FIRST = 'I has went to the store yesterday and buyed a apple.';
const SECOND = 'I went to the store yesterday and bought an apple.';

failOnConsoleErrors();

test('revise an analysed entry, analyse the revision, and compare both versions', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInLearner(page, request);
  await writeTodaysEntry(page, FIRST);

  await page.getByRole('button', { name: 'Analyze Entry' }).click();
  await expect(page.getByRole('button', { name: 'Analyzed' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('region', { name: 'AI Assessment' })).toBeVisible();

  await page.getByRole('button', { name: 'Revise Entry' }).click();
  const box = page.getByRole('textbox', { name: 'Your revised entry' });
  await expect(box).toHaveValue(FIRST);
  await box.fill(SECOND);
  await page.getByRole('button', { name: 'Save Revision' }).click();

  // The revision is the entry's text, not analysed yet; version 1 is kept and compared with it.
  await expect(page.getByTestId('entry-content')).toHaveText(SECOND);
  const diff = page.getByTestId('word-diff');
  await expect(diff.locator('del').first()).toBeVisible();
  await expect(diff.locator('del', { hasText: 'buyed' })).toBeVisible();
  await expect(diff.locator('ins', { hasText: 'bought' })).toBeVisible();
  await expect(
    page.getByText(/^Version 1 was assessed at level [A-C][12] with \d+ corrections?\.$/),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Analyze Entry' }).click();
  await expect(page.getByRole('button', { name: 'Analyzed' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('region', { name: 'AI Assessment' })).toBeVisible();
  await expectNoAxeViolations(page, 'revised entry with its earlier version');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Analyzed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Version 1' })).toBeVisible();
  await expect(page.getByText(/Version 1 → version 2 \(current\)/)).toBeVisible();
  await expect(page.getByTestId('word-diff').locator('ins', { hasText: 'bought' })).toBeVisible();
});
