import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signInLearner } from '../support/learner';
import { chooseFromAccountMenu } from '../support/ui';

const SECTIONS = [
  { name: 'Home', path: /\/$/ },
  { name: 'My Journals', path: /\/journals$/ },
  { name: 'Exercises', path: /\/exercises$/ },
  { name: 'Vocab', path: /\/vocab$/ },
  { name: 'Grammar', path: /\/grammar$/ },
  { name: 'Progress', path: /\/progress$/ },
];

/** A signed-in learner whose profile is complete (so no dialog opens); the avatar shows the initials. */
async function signInWithProfile(page: Page, request: APIRequestContext): Promise<void> {
  await signInLearner(page, request, {
    display_name: 'Grace Hopper',
    native_language: 'en',
    target_language: 'es',
  });
  await expect(page.getByRole('button', { name: 'Account menu' }).filter({ visible: true })).toHaveText('GH');
}

test('at 1280 px the shell shows the side bar, not the bottom bar', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInWithProfile(page, request);
  const side = page.getByTestId('side-bar');
  await expect(side).toBeVisible();
  await expect(page.getByTestId('bottom-bar')).toBeHidden();
  await expectNoAxeViolations(page, 'home at 1280 px');
  const box = await side.boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, height: 800 });
});

test('at 375 px the shell shows the bottom bar, not the side bar', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInWithProfile(page, request);
  const bottom = page.getByTestId('bottom-bar');
  await expect(bottom).toBeVisible();
  await expect(page.getByTestId('side-bar')).toBeHidden();
  await expectNoAxeViolations(page, 'home at 375 px');
  const box = await bottom.boundingBox();
  expect(box?.width).toBe(375);
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(740);
  await bottom.getByRole('link', { name: 'Grammar' }).click();
  await expect(page).toHaveURL(/\/grammar$/);
  await expectNoAxeViolations(page, 'grammar at 375 px');
  await chooseFromAccountMenu(page, 'Profile Settings');
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
});

test('the five section links lead to their pages', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInWithProfile(page, request);
  const nav = page.getByTestId('side-bar').getByRole('navigation', { name: 'Main' });
  for (const section of SECTIONS) {
    await nav.getByRole('link', { name: section.name }).click();
    await expect(page).toHaveURL(section.path);
  }
  await nav.getByRole('link', { name: 'Exercises' }).click();
  await expect(page.getByRole('heading', { name: 'Exercises' })).toBeVisible();
  await expect(page.getByText('No exercises yet. Create your first exercise to get started!')).toBeVisible();
  await expectNoAxeViolations(page, 'exercises (empty)');
});
