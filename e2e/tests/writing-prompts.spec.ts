import { expect, test } from '@playwright/test';
import { signInLearner } from '../support/learner';

test.describe('writing prompts', () => {
  test('a prompt starts an entry and stays with it; prompts can be turned off', async ({ page, request }) => {
    await signInLearner(page, request, {
      display_name: 'Ada Lovelace',
      native_language: 'en',
      target_language: 'de',
    });
    await page.goto('/journals/new');
    const card = page.getByRole('region', { name: 'Writing prompt' });
    await expect(card).toContainText('Writing prompt · A2');
    await card.getByRole('button', { name: 'Show translation' }).click();
    await card.getByRole('button', { name: 'Another prompt' }).click();
    await expect(card.getByRole('button', { name: 'Write about this' })).toBeVisible();
    const promptText = await card.locator('p').nth(1).innerText();
    await card.getByRole('button', { name: 'Write about this' }).click();
    await expect(card).toContainText(`Writing about: ${promptText}`);

    await page.getByRole('textbox', { name: 'Journal entry' }).fill('Gestern habe ich ein Buch gelesen.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/journal\/[0-9a-f-]+$/);
    await expect(page.getByText(`Writing about: ${promptText}`)).toBeVisible();

    await page.goto('/profile');
    const setting = page.getByRole('checkbox', { name: 'Suggest a writing prompt on the New Entry page' });
    await expect(setting).toBeChecked();
    await setting.uncheck();
    await expect(setting).not.toBeChecked();
    await page.goto('/journals/new?date=1700000000');
    await expect(page.getByRole('textbox', { name: 'Journal entry' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Writing prompt' })).toHaveCount(0);
  });
});
