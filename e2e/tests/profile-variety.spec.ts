import { expect, test } from '@playwright/test';
import { signInLearner } from '../support/learner';

test.describe('profile regional variety and grammatical gender', () => {
  test('are saved in Profile Settings and still set after a reload', async ({ page, request }) => {
    await signInLearner(page, request, {
      display_name: 'Ana Souza',
      native_language: 'en',
      target_language: 'pt',
    });
    await page.goto('/profile');
    const variety = page.getByLabel('Regional variety');
    const gender = page.getByLabel('Grammatical gender (for sentences about yourself)');
    await expect(variety).toHaveValue('');
    await expect(gender).toHaveValue('');

    await variety.selectOption({ label: 'Brazil (pt-BR)' });
    await gender.selectOption({ label: 'Feminine' });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Saved! Your profile has been updated.')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Regional variety')).toHaveValue('pt-BR');
    await expect(page.getByLabel('Grammatical gender (for sentences about yourself)')).toHaveValue(
      'feminine',
    );
  });
});
