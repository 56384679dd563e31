import { devices, expect, test, type Page } from '@playwright/test';
import { failOnConsoleErrors } from '../support/console';
import { writeTodaysEntry } from '../support/journal';
import { signInLearner } from '../support/learner';

/**
 * The rough edges a new learner hit (issue 21, items 13, 14, 16): a banner about the entry just saved,
 * 404s for an entry's normal "not analysed yet" and after a delete, a tap that accepted a correction
 * unseen. (Accept All over a rejection: assessment.spec.ts; Profile Settings: profile-security.spec.ts.)
 */

failOnConsoleErrors();

const BANNER = 'You already wrote an entry for this day';

/** Every API answer of 400 or more the page received, as "METHOD path status". */
function recordFailedApiCalls(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.pathname.startsWith('/api/') && res.status() >= 400) {
      failed.push(`${res.request().method()} ${url.pathname} ${res.status()}`);
    }
  });
  return failed;
}

test('saving a new entry shows no "already wrote" banner, and its page asks nothing that fails', async ({
  page,
  request,
}) => {
  const failed = recordFailedApiCalls(page);
  await signInLearner(page, request);
  // The banner may flash for one frame only: remember whether it was ever in the page.
  await page.addInitScript((text) => {
    const w = window as unknown as { bannerSeen: boolean };
    w.bannerSeen = false;
    new MutationObserver(() => {
      if (document.documentElement.textContent?.includes(text)) w.bannerSeen = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, BANNER);

  const entryId = await writeTodaysEntry(page, 'Today I planted tomatoes with my neighbour.');
  await expect(page.getByRole('button', { name: 'Analyze Entry' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { bannerSeen: boolean }).bannerSeen)).toBe(false);

  // A fresh load of the never-analysed entry (the boot script's early reads included) fails nothing.
  const statesRead = page.waitForResponse((r) => r.url().endsWith(`/${entryId}/correction-states`));
  await page.reload();
  await expect(page.getByTestId('entry-content')).toHaveText('Today I planted tomatoes with my neighbour.');
  await expect(page.getByRole('button', { name: 'Analyze Entry' })).toBeVisible();
  expect((await statesRead).status()).toBe(200);
  await page.waitForLoadState('networkidle');
  expect(failed).toEqual([]);
});

test('deleting an entry asks nothing more about it', async ({ page, request }) => {
  const failed = recordFailedApiCalls(page);
  await signInLearner(page, request);
  const entryId = await writeTodaysEntry(page, 'Tomorrow I will call my grandmother.');
  await expect(page.getByRole('button', { name: 'Analyze Entry' })).toBeVisible();

  const askedAfterDelete: string[] = [];
  let deleted = false;
  page.on('request', (req) => {
    if (deleted && req.method() === 'GET' && req.url().includes(entryId)) askedAfterDelete.push(req.url());
  });
  page.on('response', (res) => {
    if (res.request().method() === 'DELETE' && res.url().includes(entryId)) deleted = true;
  });
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete entry' }).click();
  await expect(page).toHaveURL(/\/journals$/);
  await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(deleted).toBe(true);
  expect(askedAfterDelete).toEqual([]);
  expect(failed).toEqual([]);
});

test.describe('on a phone', () => {
  const { defaultBrowserType: _unused, ...pixel } = devices['Pixel 5'];
  test.use({ ...pixel });

  test('a tap on a highlight shows the correction first; a second tap (or Accept) takes it', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await signInLearner(page, request);
    await writeTodaysEntry(page, 'I has went to the the store yesterday and buyed a apple.');
    await page.getByRole('button', { name: 'Analyze Entry' }).tap();
    await expect(page.getByRole('button', { name: 'Analyzed' })).toBeVisible({ timeout: 60_000 });

    const editor = page.getByRole('region', { name: 'Language Learning Text Editor' });
    const text = editor.getByTestId('corrected-content');
    const highlight = (original: string) => text.getByRole('button', { name: original, exact: true });
    const posted: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().includes('/correction-state')) posted.push(req.url());
    });

    // Until the card's code has loaded a tap does nothing at all; tap again until the card shows. A tap
    // is repeated only while no card is open (a slow render must not turn the retry into an accepting
    // second tap), and each waits long enough for a busy machine to draw the card.
    const card = page.locator('[data-correction-card]').filter({ hasText: 'bought' });
    await expect(async () => {
      if (!(await card.isVisible())) await highlight('buyed').tap();
      await expect(card).toBeVisible({ timeout: 5_000 });
    }).toPass();
    await expect(card.getByText('Click to accept')).toBeVisible();
    await expect(text.locator('rt')).toHaveCount(0);
    expect(posted).toEqual([]);

    // A second tap on the same highlight accepts it.
    await highlight('buyed').tap();
    await expect(text.locator('rt')).toHaveText(['bought']);

    // Another one is accepted from its card's Accept button.
    await highlight('has went').tap();
    const hasCard = page.locator('[data-correction-card]').filter({ hasText: 'has went' });
    await expect(hasCard.getByText('Click to accept')).toBeVisible();
    await expect(text.locator('rt')).toHaveText(['bought']);
    await hasCard.getByRole('button', { name: 'Accept' }).tap();
    await expect(text.locator('rt')).toHaveText(['went', 'bought']);
  });
});
