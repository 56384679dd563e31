import { expect, type Page } from '@playwright/test';

/** Writes today's entry through New Entry and Save; resolves with the id of the entry page it lands on. */
export async function writeTodaysEntry(page: Page, text: string): Promise<string> {
  await page.goto('/journals/new');
  await page.getByPlaceholder('Start writing your journal for the day...').fill(text);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/journal\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname.split('/').pop()!;
}
