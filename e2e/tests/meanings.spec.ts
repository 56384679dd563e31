import { expect, test } from '@playwright/test';
import { failOnConsoleErrors } from '../support/console';
import { writeTodaysEntry } from '../support/journal';
import { signInLearner } from '../support/learner';

/**
 * Vocabulary meanings (decision 150) end to end (offline assessor): a Spanish learner whose native language is English adds
 * two accent/spelling fixes to the deck. "abuela" has its meaning from the offline dictionary; the
 * learner is asked for the meaning of "simpático". Both are spelling cards: the review asks to spell the
 * word from its meaning and never shows the checker's message. The meaning is edited on /vocab later.
 */

failOnConsoleErrors();

test('meanings: from the dictionary or the learner; spelling fixes ask for the spelling', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  await signInLearner(page, request, {
    display_name: 'Ada Lovelace',
    native_language: 'en',
    target_language: 'es',
  });
  await writeTodaysEntry(page, 'Mañana voy a visitar a mi avuela. El vendedor era muy simpatico.');
  await page.getByRole('button', { name: 'Analyze Entry' }).click();
  await expect(page.getByRole('button', { name: 'Analyzed' })).toBeVisible({ timeout: 60_000 });

  const picker = page.getByRole('region', { name: 'Add Concepts to Practice Deck' });
  await expect(picker.getByText('grandmother')).toBeVisible();
  await picker.getByLabel('Meaning of “simpático” in your language').fill('nice, friendly');
  await picker.getByRole('checkbox', { name: 'abuela' }).click();
  await picker.getByRole('checkbox', { name: 'simpático' }).click();
  await picker.getByRole('button', { name: 'Add to Practice Deck (2)' }).click();
  await expect(picker.getByRole('status')).toContainText('2 cards created');

  await page.goto('/');
  await page.getByRole('button', { name: 'Review due (2 cards)' }).click();
  const session = page.getByRole('dialog', { name: 'Review due' });
  const fronts: string[] = [];
  for (let n = 1; n <= 2; n++) {
    await expect(session.getByText(`${n} of 2`)).toBeVisible();
    await expect(session.getByText('Spell this word correctly')).toBeVisible();
    await expect(session.getByText('What does this word mean?')).toHaveCount(0);
    const question = session.getByRole('region', { name: 'Question' });
    fronts.push((await question.textContent()) ?? '');
    await session.getByRole('button', { name: 'Show answer' }).click();
    await expect(session.getByRole('region', { name: 'Answer' })).toContainText(/abuela|simpático/);
    await expect(session.getByText(/is not in the Spanish dictionary/)).toHaveCount(0);
    if (n === 1)
      await info.attach('review: spelling card', { body: await page.screenshot(), contentType: 'image/png' });
    await session.getByRole('button', { name: /^Good, next in / }).click();
  }
  expect(fronts.join(' ')).toMatch(/grandmother/);
  expect(fronts.join(' ')).toMatch(/nice, friendly/);
  await session.getByRole('button', { name: 'Done' }).click();

  // The Vocabulary page shows the meanings, and the learner can correct one.
  await page.goto('/vocab');
  const tile = page.getByRole('listitem').filter({ hasText: 'simpático' });
  await expect(tile).toContainText('nice, friendly');
  await tile.getByRole('button').first().click();
  const detail = page.getByRole('dialog', { name: 'simpático' });
  await detail.getByRole('button', { name: 'Edit meaning' }).click();
  await detail.getByLabel('Meaning in your language').fill('friendly, likeable');
  await detail.getByRole('button', { name: 'Save meaning' }).click();
  await expect(detail.getByText('friendly, likeable')).toBeVisible();
});
