import { expect, test } from '@playwright/test';
import { signInLearner } from '../support/learner';

// Issue 26, decision 291: a session title and a card face the server made arrive as a key and values,
// and the web words them in the interface language.
test('a deck session title and a card face in Spanish', async ({ page, request }) => {
  const token = await signInLearner(page, request);
  const headers = { authorization: `Bearer ${token}` };
  await page.goto('/profile');
  await page.getByLabel('Interface language').selectOption({ label: 'Español' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  const added = await request.post('/api/concepts/srs-cards-with-data', {
    headers,
    data: {
      concept_type: 'grammar',
      concept_data: {
        title: 'Present perfect',
        description: 'have/has + past participle',
        examples: ['I has went home → I have gone home'],
        difficulty_level: 'intermediate',
        tags: ['verbs'],
        target_language: 'en',
      },
      card_types: ['recognition', 'context'],
    },
  });
  expect(added.ok()).toBe(true);
  const { concept_id } = (await added.json()) as { concept_id: string };
  const created = await request.post('/api/exercises/sessions', {
    headers,
    data: { concept_ids: [concept_id] },
  });
  expect(created.status()).toBe(201);

  await page.goto('/exercises');
  await expect(page.getByRole('heading', { name: 'Práctica: Present perfect' })).toBeVisible();
  await expect(page.getByText('Practice: Present perfect')).toHaveCount(0);

  await page.goto('/grammar');
  await page.getByRole('button', { name: /^Repasar pendientes/ }).click();
  const review = page.getByRole('dialog', { name: 'Repasar pendientes' });
  await expect(review.getByText(/Tus palabras, sin revisar: «I (has went|_____) home»/)).toBeVisible();
  await expect(review.getByText(/Your words/)).toHaveCount(0);
});
