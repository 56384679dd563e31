import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signInLearner } from '../support/learner';

/** A learner of Spanish (English native), signed in with a complete profile. */
const signInSpanishLearner = (page: Page, request: APIRequestContext) =>
  signInLearner(page, request, {
    display_name: 'Ada Lovelace',
    native_language: 'en',
    target_language: 'es',
  });

/** A calendar day button by its long date, e.g. 'November 30, 2025'. */
const dayButton = (page: Page, longDate: string) =>
  page.getByRole('button', { name: new RegExp(`^\\w+, ${longDate},`) });

/**
 * The browser's clock is fixed in the past (never ahead of the server, so sessions stay fresh) at a
 * moment given in the context's zone: `new Date(...)` inside the page reads it as local time.
 */
async function fixLocalTime(page: Page, localIso: string): Promise<void> {
  const epochMs = await page.evaluate((iso) => new Date(iso).getTime(), localIso);
  await page.clock.setFixedTime(epochMs);
}

test.describe('journal', () => {
  test.use({ timezoneId: 'UTC' });

  test('write, find, open, edit and list an entry; move between months', async ({ page, request }) => {
    await page.goto('/');
    await fixLocalTime(page, '2026-11-18T12:00:00');
    await signInSpanishLearner(page, request);

    await expect(page.getByRole('heading', { name: 'November 2026' })).toBeVisible();
    await expect(page.getByRole('columnheader')).toHaveText([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
    const today = dayButton(page, 'November 18, 2026');
    await expect(today).toHaveAttribute('data-look', 'no-entry');
    await expect(today).toHaveAttribute('aria-current', 'date');
    await expect(dayButton(page, 'November 19, 2026')).toBeDisabled();
    await expectNoAxeViolations(page, 'home calendar');

    // Write today's entry from the today button.
    await page.getByRole('link', { name: "Write Today's Journal" }).click();
    await expect(page.getByRole('heading', { name: 'Wednesday, November 18, 2026' })).toBeVisible();
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await expect(save).toBeDisabled();
    await expectNoAxeViolations(page, 'new entry');
    await page
      .getByPlaceholder('Start writing your journal for the day...')
      .fill('Hoy fui al mercado con mi hermana.');
    await save.click();
    await expect(page).toHaveURL(/\/journal\/[0-9a-f-]{36}$/);
    const entryUrl = page.url();
    await expect(page.getByTestId('entry-content')).toHaveText('Hoy fui al mercado con mi hermana.');
    await expectNoAxeViolations(page, 'entry detail');

    // Back on the calendar the day has the "has entry" look, and the today button changed.
    await page.goto('/');
    await expect(dayButton(page, 'November 18, 2026')).toHaveAttribute('data-look', 'has-entry');
    await expect(page.getByRole('link', { name: "Take Me to Today's Journal" })).toHaveAttribute(
      'href',
      new URL(entryUrl).pathname,
    );
    await expect(page.getByRole('region', { name: 'Recent entries' }).getByRole('link')).toHaveCount(1);

    // Open it from the calendar, edit and save.
    await dayButton(page, 'November 18, 2026').click();
    await expect(page).toHaveURL(entryUrl);
    await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled();
    await page.getByTestId('entry-content').click();
    const editor = page.getByRole('textbox', { name: 'Journal entry' });
    await editor.press('End');
    await editor.pressSequentially(' Compramos pan.');
    await expectNoAxeViolations(page, 'entry detail: editing');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('entry-content')).toHaveText(
      'Hoy fui al mercado con mi hermana. Compramos pan.',
    );

    // My Journals lists it with its date, counts and badges.
    await page.goto('/journals');
    await expect(page.getByRole('heading', { name: 'My Journals' })).toBeVisible();
    const row = page.getByRole('link', { name: /Wednesday, November 18, 2026/ });
    await expect(row).toContainText('0 new words');
    await expect(row).toContainText('0 new grammar points');
    await expect(row).toContainText('Spanish');
    await expect(row).toContainText('N/A');
    await expectNoAxeViolations(page, 'my journals');

    // Months: forward into the future, back across the entry's month.
    await page.goto('/');
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page.getByRole('heading', { name: 'December 2026' })).toBeVisible();
    await expect(dayButton(page, 'December 1, 2026')).toHaveAttribute('data-look', 'future');
    // December 2026 opens with two days of November: muted, yet legible (decision 330).
    await expect(page.locator('[data-look="other-month"]').first()).toHaveText('29');
    await expectNoAxeViolations(page, 'a month that opens with days of the one before');
    await page.getByRole('button', { name: 'Previous month' }).click();
    await page.getByRole('button', { name: 'Previous month' }).click();
    await expect(page.getByRole('heading', { name: 'October 2026' })).toBeVisible();
    await expect(dayButton(page, 'October 31, 2026')).toHaveAttribute('data-look', 'no-entry');
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(dayButton(page, 'November 18, 2026')).toHaveAttribute('data-look', 'has-entry');
  });
});

test.describe('two devices writing the same day', () => {
  test.use({ timezoneId: 'UTC' });

  test('a New Entry page opened before the other device saved gets a conflict, not an overwrite', async ({
    browser,
    page,
    request,
  }) => {
    await signInSpanishLearner(page, request);
    // The same learner on a second device: a browser context with the first one's stored session.
    const phone = await browser.newContext({ storageState: await page.context().storageState() });
    const phonePage = await phone.newPage();
    try {
      const newEntry = `/journals/new?date=${Date.UTC(2026, 10, 10) / 1000}`;
      const textarea = (p: Page) => p.getByPlaceholder('Start writing your journal for the day...');
      await page.goto(newEntry);
      await textarea(page).fill('Escrito en el portátil.');

      await phonePage.goto(newEntry);
      await textarea(phonePage).fill('Escrito en el teléfono.');
      await phonePage.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(phonePage).toHaveURL(/\/journal\/[0-9a-f-]{36}$/);
      const phoneEntryUrl = phonePage.url();

      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const alert = page.getByRole('alert');
      await expect(alert).toContainText(
        'Error saving journal entry: You already have a journal entry for this day',
      );
      await expect(textarea(page)).toHaveValue('Escrito en el portátil.');
      await alert.getByRole('link', { name: 'Open the existing entry' }).click();
      await expect(page).toHaveURL(phoneEntryUrl);
      await expect(page.getByTestId('entry-content')).toHaveText('Escrito en el teléfono.');
    } finally {
      await phone.close();
    }
  });
});

/**
 * An entry written at 23:30 local time belongs to that local day at both ends of the world's clocks.
 * Each case sits on a month edge, where reading the day in UTC would land it in the wrong month.
 */
const farZones = [
  // UTC−10: 23:30 on Nov 30 is already Dec 1 in UTC.
  {
    zone: 'Pacific/Honolulu',
    at: '2025-11-30T23:30:00',
    long: 'Sunday, November 30, 2025',
    month: 'November 2025',
    day: 'November 30, 2025',
    next: 'December 2025',
    arrow: 'Next month',
    other: 'December 1, 2025',
  },
  // UTC+14: local midnight of Jan 1 is still Dec 31 in UTC.
  {
    zone: 'Pacific/Kiritimati',
    at: '2026-01-01T23:30:00',
    long: 'Thursday, January 1, 2026',
    month: 'January 2026',
    day: 'January 1, 2026',
    next: 'December 2025',
    arrow: 'Previous month',
    other: 'December 31, 2025',
  },
];

for (const c of farZones) {
  test.describe(`a learner in ${c.zone}`, () => {
    test.use({ timezoneId: c.zone });

    test('sees an entry written at 23:30 local time on that day', async ({ page, request }) => {
      await page.goto('/');
      await fixLocalTime(page, c.at);
      await signInSpanishLearner(page, request);

      await expect(page.getByRole('heading', { name: c.month })).toBeVisible();
      await page.getByRole('link', { name: "Write Today's Journal" }).click();
      await expect(page.getByRole('heading', { name: c.long })).toBeVisible();
      await page
        .getByPlaceholder('Start writing your journal for the day...')
        .fill('Escribo tarde esta noche.');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page).toHaveURL(/\/journal\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { name: c.long })).toBeVisible();

      await page.goto('/');
      await expect(page.getByRole('heading', { name: c.month })).toBeVisible();
      await expect(dayButton(page, c.day)).toHaveAttribute('data-look', 'has-entry');
      await expect(page.getByRole('link', { name: "Take Me to Today's Journal" })).toBeVisible();

      // The neighbouring month's edge day stays empty.
      await page.getByRole('button', { name: c.arrow }).click();
      await expect(page.getByRole('heading', { name: c.next })).toBeVisible();
      await expect(page.locator('[data-look="has-entry"]')).toHaveCount(0);
      await expect(dayButton(page, c.other)).not.toHaveAttribute('data-look', 'has-entry');

      await page.goto('/journals');
      await expect(page.getByRole('link', { name: new RegExp(c.long) })).toBeVisible();
    });
  });
}
