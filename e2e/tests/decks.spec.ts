import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { failOnConsoleErrors } from '../support/console';
import { signInLearner } from '../support/learner';
import { rateAllGood } from '../support/review';

/** A learner of German (English native), signed in with a complete profile; returns an access token. */
const signInGermanLearner = (page: Page, request: APIRequestContext) =>
  signInLearner(page, request, {
    display_name: 'Ada Lovelace',
    native_language: 'en',
    target_language: 'de',
  });

failOnConsoleErrors();

/** The value of one of the page's counters ('Words', 'Mastered', …). */
const counter = (page: Page, label: string): Locator =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd');

const tile = (page: Page, name: string): Locator => page.getByRole('listitem').filter({ hasText: name });

async function addWord(page: Page, word: string, definition: string, example?: string): Promise<void> {
  await page.getByRole('button', { name: 'Add Vocab' }).click();
  const form = page.getByRole('dialog', { name: 'Add Vocab' });
  await form.getByLabel('Word').fill(word);
  await form.getByLabel('Definition').fill(definition);
  if (example) await form.getByLabel('Example (optional)').fill(example);
  await expectNoAxeViolations(page, 'add vocab dialog');
  await form.getByRole('button', { name: 'Add word' }).click();
  await expect(form).toBeHidden();
  await expect(tile(page, word)).toBeVisible();
}

test('vocabulary: Add Vocab, search, detail, Practice changes reviews and mastery, Review due empties the queue', async ({
  page,
  request,
}) => {
  await signInGermanLearner(page, request);
  await page.goto('/vocab');
  await expect(page.getByText('No vocabulary items yet. Start adding words to learn!')).toBeVisible();
  await expectNoAxeViolations(page, 'vocab (empty)');

  await addWord(page, 'Schmetterling', 'butterfly', 'Der Schmetterling fliegt.');
  await addWord(page, 'Apfel', 'apple');
  await expect(counter(page, 'Words')).toHaveText('2');
  await expect(counter(page, 'Mastered')).toHaveText('0');
  await expect(counter(page, 'Needs Review')).toHaveText('2');
  await expect(page.getByRole('button', { name: 'Review due (4 cards)' })).toBeEnabled();

  // Search on the definition, then a miss.
  const search = page.getByRole('searchbox', { name: 'Search vocabulary' });
  await search.fill('BUTTER');
  await expect(tile(page, 'Schmetterling')).toBeVisible();
  await expect(tile(page, 'Apfel')).toHaveCount(0);
  await search.fill('zebra');
  await expect(page.getByText('No vocabulary items match your search.')).toBeVisible();
  await search.fill('schmetter');
  await expect(tile(page, 'Schmetterling')).toContainText('0% mastered');
  await expect(tile(page, 'Schmetterling')).toContainText('0 reviews');
  await expectNoAxeViolations(page, 'vocab with a search');

  // Detail, then Practice: the word's two cards (recognition, recall), each rated Good.
  await tile(page, 'Schmetterling').getByRole('button').first().click();
  const detail = page.getByRole('dialog', { name: 'Schmetterling' });
  await expect(detail.getByText('butterfly')).toBeVisible();
  await expect(detail.getByText('Der Schmetterling fliegt.')).toBeVisible();
  await expect(detail.getByText('Never')).toBeVisible();
  await expectNoAxeViolations(page, 'vocab detail');
  await detail.getByRole('button', { name: 'Practice' }).click();
  const practice = page.getByRole('dialog', { name: 'Practice: Schmetterling' });
  // Recognition (word → meaning) and recall (meaning → word), in the server's queue order.
  await expect(practice.getByText(/^(What does this word mean\?|Which word means this\?)$/)).toBeVisible();
  await expect(practice.getByRole('button', { name: 'Show answer' })).toBeVisible();
  await expectNoAxeViolations(page, 'practice: question');
  await practice.getByRole('button', { name: 'Show answer' }).click();
  // A new card: the intervals FSRS would give (learning steps 1m / 10m, no fuzz).
  await expect(practice.getByRole('button', { name: 'Again, next in 1m' })).toBeVisible();
  await expect(practice.getByRole('button', { name: 'Good, next in 10m' })).toBeVisible();
  await expectNoAxeViolations(page, 'practice: answer shown');
  await practice.getByRole('button', { name: 'Good, next in 10m' }).click();
  await expect(practice.getByText('2 of 2')).toBeVisible();
  await page.keyboard.press('Space');
  await page.keyboard.press('3');
  await expect(practice.getByText('Session complete: you reviewed 2 cards.')).toBeVisible();
  await practice.getByRole('button', { name: 'Done' }).click();

  // Back in the detail: the reviews count, still learning (0 %).
  await expect(detail.getByText('Times reviewed').locator('xpath=following-sibling::dd')).toHaveText('2');
  await expect(detail.getByText('Never')).toHaveCount(0);
  await expect(detail.getByRole('progressbar', { name: 'Mastery' })).toHaveAttribute('aria-valuenow', '0');

  // Practice again: Good on a learning card at its last step graduates it to Review.
  await detail.getByRole('button', { name: 'Practice' }).click();
  await rateAllGood(page.getByRole('dialog', { name: 'Practice: Schmetterling' }), page, 2, {
    axeLabel: 'review session complete',
  });
  await expect(detail.getByRole('progressbar', { name: 'Mastery' })).toHaveAttribute('aria-valuenow', '80');
  await detail.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(detail).toBeHidden();
  await expect(tile(page, 'Schmetterling')).toContainText('80% mastered');
  await expect(tile(page, 'Schmetterling')).toContainText('4 reviews');
  await search.fill('');
  await expect(counter(page, 'Mastered')).toHaveText('1');
  await expect(counter(page, 'Needs Review')).toHaveText('1');

  // Review due: only the other word's two new cards are left; answering them empties the queue.
  await page.getByRole('button', { name: 'Review due (2 cards)' }).click();
  await rateAllGood(page.getByRole('dialog', { name: 'Review due' }), page, 2, {
    axeLabel: 'review session complete',
  });
  await expect(page.getByRole('button', { name: 'Review due (0 cards)' })).toBeDisabled();
  await expect(tile(page, 'Apfel')).toContainText('2 reviews');
});

test('grammar: a concept added through the API, searched, opened, Study Guide and Practice', async ({
  page,
  request,
}) => {
  const token = await signInGermanLearner(page, request);
  await page.goto('/grammar');
  await expect(page.getByText('No grammar concepts yet. Start adding concepts to learn!')).toBeVisible();
  await expectNoAxeViolations(page, 'grammar (empty)');

  const res = await request.post('/api/concepts/srs-cards-with-data', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      concept_type: 'grammar',
      concept_data: {
        title: 'Dative case',
        description: 'Marks the indirect object of a verb',
        examples: ['Ich gebe dem Mann das Buch.'],
        difficulty_level: 'intermediate',
        tags: ['case'],
        target_language: 'de',
      },
      card_types: ['recognition', 'context'],
    },
  });
  expect(res.ok()).toBe(true);
  expect(((await res.json()) as { cards_created: number }).cards_created).toBe(2);

  await page.reload();
  await expect(counter(page, 'Concepts')).toHaveText('1');
  await expect(counter(page, 'Needs Review')).toHaveText('1');
  const search = page.getByRole('searchbox', { name: 'Search grammar' });
  await search.fill('indirect object');
  await expect(tile(page, 'Dative case')).toContainText('0% mastered');
  await search.fill('Buch'); // examples are not searched
  await expect(page.getByText('No grammar concepts match your search.')).toBeVisible();
  await expectNoAxeViolations(page, 'grammar: no match');
  await search.fill('dative');

  await tile(page, 'Dative case').getByRole('button').first().click();
  const detail = page.getByRole('dialog', { name: 'Dative case' });
  await expect(detail.getByText('Marks the indirect object of a verb')).toBeVisible();
  await expect(detail.getByText('Ich gebe dem Mann das Buch.')).toBeVisible();

  await detail.getByRole('button', { name: 'Study Guide' }).click();
  const guide = detail.getByRole('region', { name: 'Study guide' });
  await expect(guide.getByRole('heading', { name: 'Explanation' })).toBeVisible();
  await expect(guide.getByRole('heading', { name: 'Common mistakes' })).toBeVisible();
  await expectNoAxeViolations(page, 'grammar detail: study guide');

  await detail.getByRole('button', { name: 'Practice' }).click();
  const practice = page.getByRole('dialog', { name: 'Practice: Dative case' });
  await expect(
    practice.getByText(/Which rule does this example show\?|Complete the example for this rule/),
  ).toBeVisible();
  await rateAllGood(practice, page, 2, { axeLabel: 'review session complete' });
  await expect(detail.getByText('Times reviewed').locator('xpath=following-sibling::dd')).toHaveText('2');
  await detail.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(tile(page, 'Dative case')).toContainText('2 reviews');
});
