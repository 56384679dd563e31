import { expect, type Page } from '@playwright/test';

/** Signs in through the auth card, as a person would, and waits for the signed-in shell. */
export async function signInViaUi(
  page: Page,
  { email, password }: { email: string; password: string },
): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // The shell's bars, found by test id: a first-run setup dialog may hide them from the accessibility tree.
  await expect(page.locator('[data-testid="side-bar"], [data-testid="bottom-bar"]').first()).toBeAttached();
}

/** Picks a language in one of the searchable language selects (profile setup or settings). */
export async function pickLanguage(page: Page, label: string, name: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('textbox', { name: `Search ${label.toLowerCase()}` }).fill(name);
  await page.getByRole('listbox', { name: label }).getByRole('option', { name, exact: true }).click();
}

/** Opens the avatar menu of whichever bar is visible and chooses an item. */
export async function chooseFromAccountMenu(
  page: Page,
  item: 'Profile Settings' | 'Sign out',
): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).filter({ visible: true }).click();
  await page.getByRole('menuitem', { name: item }).click();
}
