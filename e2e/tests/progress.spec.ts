import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signInLearner } from '../support/learner';

const DAY = 86_400;

test.use({ timezoneId: 'UTC' });

/**
 * Entries written on three days and analysed, a card reviewed, then Progress: every chart's table holds
 * what was done. Screenshots of desktop, phone and dark go to the report.
 */
test('Progress shows the figures of entries written on several days and a reviewed card', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const token = await signInLearner(page, request);
  const headers = { authorization: `Bearer ${token}` };
  const today = Math.floor(Date.now() / 1000 / DAY) * DAY;
  const texts = ['I has went to the store.', 'Yesterday I buyed a apple.', 'Today I buyed bread and milk.'];
  for (const [i, content] of texts.entries()) {
    const stored = await request.post('/api/documents/journal/store/', {
      headers,
      data: { date: String(today - (texts.length - 1 - i) * DAY), content },
    });
    expect(stored.ok()).toBe(true);
    const { id } = (await stored.json()) as { id: string };
    expect((await request.post(`/api/documents/journal/${id}/assess`, { headers })).status()).toBe(202);
    await expect
      .poll(
        async () =>
          (
            (await (await request.get(`/api/documents/journal/${id}/assessment`, { headers })).json()) as {
              status: string;
            }
          ).status,
        { timeout: 60_000 },
      )
      .toBe('done');
  }
  const added = await request.post('/api/concepts/vocab', {
    headers,
    data: { word: 'manzana', definition: 'apple', target_language: 'es' },
  });
  expect(added.ok()).toBe(true);
  const due = (await (await request.get('/api/concepts/review/due?limit=10', { headers })).json()) as {
    cards: { card_id: string }[];
  };
  expect(due.cards.length).toBeGreaterThan(0);
  expect(
    (
      await request.post(`/api/concepts/review/${due.cards[0]!.card_id}`, {
        headers,
        data: { rating: 'good' },
      })
    ).ok(),
  ).toBe(true);

  await page.getByTestId('side-bar').getByRole('link', { name: 'Progress', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeVisible();
  await expect(page.getByText('Current streak: 3 days. Longest streak: 3 days.')).toBeVisible();
  const table = (caption: string) => page.getByRole('table', { name: caption, exact: true });
  await expect(table('Mistakes per 100 words').getByRole('row')).not.toHaveCount(0);
  await expect(table('Estimated level').getByRole('row')).not.toHaveCount(0);
  await expect(table('Writing days in the last year').getByRole('row')).toHaveCount(4); // header + 3 days
  await expect(table('New words per month').getByRole('row')).not.toHaveCount(0);
  await expect(table('Reviews per day').getByRole('cell').last()).toHaveText('1');
  await expect(table('Recurring mistakes').getByRole('cell', { name: 'buyed', exact: true })).toBeVisible();
  // Each figure is drawn too (uPlot canvases, the heatmap grid), its table behind it until asked for.
  for (const section of ['Mistakes per 100 words', 'Level', 'Words written', 'Vocabulary', 'Reviews']) {
    await expect(page.locator(`section[aria-label="${section}"] canvas`).first()).toBeVisible();
  }
  await expect(page.getByTestId('year-heatmap')).toBeVisible();
  const level = page.getByRole('region', { name: 'Level' });
  // Visually hidden (read by screen readers) until "Show table".
  const hiddenBox = table('Estimated level').locator('xpath=ancestor::div[contains(@class, "sr-only")]');
  await expect(hiddenBox).toHaveCount(1);
  await level.getByRole('button', { name: 'Show table' }).click();
  await expect(level.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
  await expect(hiddenBox).toHaveCount(0);
  await expectNoAxeViolations(page, 'progress at 1280 px');
  await testInfo.attach('progress desktop', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(
    page.getByTestId('bottom-bar').getByRole('link', { name: 'Progress', exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'progress at 390 px');
  await testInfo.attach('progress phone', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });

  const chartText = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--chart-text').trim());
  const lightText = await chartText();
  await page.emulateMedia({ colorScheme: 'dark' });
  // The charts read the dark theme's colours (and redraw on the change).
  expect(await chartText()).not.toBe(lightText);
  await expect(page.locator('section[aria-label="Level"] canvas').first()).toBeVisible();
  await expectNoAxeViolations(page, 'progress dark');
  await testInfo.attach('progress dark', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });

  // "Practise these" on a recurring mistake makes a session from it: the exercises list shows it, and it opens.
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await table('Recurring mistakes')
    .getByRole('button', { name: /^Practise these: buyed → / })
    .click();
  await expect(page).toHaveURL(/\/exercises$/);
  const start = page.getByRole('button', { name: /^Start Practise: buyed → / });
  await expect(start).toBeEnabled({ timeout: 60_000 });
  await start.click();
  await expect(page).toHaveURL(/\/exercise\/[0-9a-f-]+$/);
  await expect(page.getByText(/buyed/).first()).toBeVisible();
});
