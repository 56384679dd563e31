import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signInLearner } from '../support/learner';

/**
 * Dark mode follows the system setting (decision 112): with the browser in dark mode, the key screens are
 * dark and axe finds no WCAG 2.1 AA violation (contrast above all); and keyboard focus is visible on every
 * control reached with Tab.
 */
test.use({ colorScheme: 'dark' });

/** Relative luminance (0 black … 1 white) of the page's visible background behind `selector`. */
async function backgroundLuminance(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      let node: Element | null = el;
      let color = 'rgba(0, 0, 0, 0)';
      while (node && /rgba\(.*, 0\)$|transparent/.test(color)) {
        color = getComputedStyle(node).backgroundColor;
        node = node.parentElement;
      }
      const probe = document.createElement('canvas').getContext('2d')!;
      probe.fillStyle = color; // normalises oklch / rgb to #rrggbb
      probe.fillRect(0, 0, 1, 1);
      const [r, g, b] = [...probe.getImageData(0, 0, 1, 1).data].map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    });
}

test('dark mode: auth card, home, journals, new entry, entry detail, decks, exercises and settings pass axe', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await backgroundLuminance(page, 'h1, h2')).toBeLessThan(0.1);
  await expectNoAxeViolations(page, 'dark: sign in');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');
  await expectNoAxeViolations(page, 'dark: sign up with an error');

  await signInLearner(page, request);
  await expect(page.getByRole('link', { name: "Write Today's Journal" })).toBeVisible();
  expect(await backgroundLuminance(page, 'main')).toBeLessThan(0.1);
  await expectNoAxeViolations(page, 'dark: home');

  await page.getByRole('link', { name: "Write Today's Journal" }).click();
  await page.getByPlaceholder('Start writing your journal for the day...').fill('I has went to the store.');
  await expectNoAxeViolations(page, 'dark: new entry');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/journal\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('entry-content')).toBeVisible();
  await expectNoAxeViolations(page, 'dark: entry detail');

  for (const [path, heading] of [
    ['/journals', 'My Journals'],
    ['/vocab', 'Vocabulary'],
    ['/grammar', 'Grammar'],
    ['/progress', 'Progress'],
    ['/exercises', 'Exercises'],
    ['/profile', 'Profile Settings'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    await expectNoAxeViolations(page, `dark: ${path}`);
  }
});

test('keyboard focus is visible on every control of the auth card and Home', async ({ page, request }) => {
  /** Tabs through the page and returns the controls whose focus shows neither an outline nor a ring. */
  const unfocusable = async (presses: number): Promise<string[]> => {
    const bad: string[] = [];
    for (let i = 0; i < presses; i++) {
      await page.keyboard.press('Tab');
      const found = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const style = getComputedStyle(el);
        const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
        const ringed = style.boxShadow !== 'none';
        return outlined || ringed
          ? ''
          : `${el.tagName.toLowerCase()} "${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30)}"`;
      });
      if (found) bad.push(found);
    }
    return bad;
  };

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await unfocusable(6)).toEqual([]);

  await signInLearner(page, request);
  await expect(page.getByRole('link', { name: "Write Today's Journal" })).toBeVisible();
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  expect(await unfocusable(20)).toEqual([]);
});
