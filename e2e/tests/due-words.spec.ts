import { expect, test, type APIRequestContext } from '@playwright/test';
import { failOnConsoleErrors } from '../support/console';
import { signInLearner } from '../support/learner';

/**
 * "Use your due words" (issue 25) with the offline assessor: a learner with due cards sees them beside the
 * New Entry editor, typing an inflected form highlights the word, and after the analysis the entry says
 * what it did to each card: used right → reviewed, corrected ("has went") → a lapse.
 */

failOnConsoleErrors();

const DAY = 24 * 60 * 60_000;

/** A learned word whose card is due since yesterday, as an Inkwell export carries it. */
function learnedWord(ref: string, word: string, meaning: string, now: number) {
  return {
    ref,
    type: 'vocab',
    key: word,
    target_language: 'en',
    word,
    english_translation: meaning,
    romanization: null,
    pos: null,
    example_sentences: [],
    title: null,
    description: null,
    examples: [],
    difficulty_level: null,
    tags: [],
    source_journal_entry_id: null,
    correction_type: null,
    context: null,
    justification: null,
    created_at: now - 30 * DAY,
    updated_at: now - 10 * DAY,
    aliases: [],
    cards: [
      {
        ref: `${ref}-card`,
        card_type: 'recall',
        due: now - DAY,
        stability: 9,
        difficulty: 5,
        elapsed_days: 0,
        scheduled_days: 9,
        learning_steps: 0,
        state: 2,
        reps: 3,
        lapses: 0,
        last_review: now - 10 * DAY,
        created_at: now - 30 * DAY,
        updated_at: now - 10 * DAY,
        reviews: [],
      },
    ],
  };
}

async function importDeck(request: APIRequestContext, token: string) {
  const now = Date.now();
  const doc = {
    format: 'inkwell-export',
    version: 1,
    exported_at: new Date(now).toISOString(),
    profile: null,
    // An import holds entries; one old entry carries the deck.
    entries: [
      {
        ref: 'e1',
        day: '2020-02-02',
        date_seconds: 1580644800,
        time_zone: 'UTC',
        content: 'An old entry.',
        target_language: 'en',
        word_count: 3,
        version: 1,
        analysis_state: null,
        created_at: 1580644800000,
        updated_at: 1580644800000,
        assessment: null,
        correction_states: [],
      },
    ],
    concepts: [
      learnedWord('c1', 'apple', 'manzana', now),
      learnedWord('c2', 'buy', 'comprar', now),
      learnedWord('c3', 'go', 'ir', now),
    ],
    sessions: [],
  };
  const res = await request.post('/api/account/import?file=deck.json&commit=1', {
    headers: { authorization: `Bearer ${token}` },
    data: doc,
  });
  expect(res.ok(), await res.text()).toBe(true);
}

test('due words show beside the editor, highlight while typing, and are reviewed by the analysis', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await signInLearner(page, request);
  await importDeck(request, token);

  await page.goto('/journals/new');
  const panel = page.getByRole('region', { name: 'Use your due words' });
  const chip = (word: string) => panel.getByRole('listitem').filter({ hasText: word });
  for (const word of ['apple', 'buy', 'go']) await expect(chip(word)).toHaveAttribute('data-used', 'false');

  const editor = page.getByRole('textbox', { name: 'Journal entry' });
  await editor.pressSequentially('Yesterday I has went to the market and bought three APPLES');
  await expect(chip('apple')).toHaveAttribute('data-used', 'true');
  await expect(chip('buy')).toHaveAttribute('data-used', 'true');
  await expect(chip('go')).toHaveAttribute('data-used', 'true');
  await editor.press('.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/journal\/[0-9a-f-]{36}$/);

  await page.getByRole('button', { name: 'Analyze Entry' }).click();
  await expect(page.getByRole('button', { name: 'Analyzed' })).toBeVisible({ timeout: 60_000 });
  const reviewed = page.getByRole('region', { name: 'Reviewed from your writing' });
  await expect(reviewed.getByRole('listitem').filter({ hasText: 'apple' })).toContainText(
    'used correctly, reviewed',
  );
  await expect(reviewed.getByRole('listitem').filter({ hasText: 'buy' })).toContainText(
    'used correctly, reviewed',
  );
  await expect(reviewed.getByRole('listitem').filter({ hasText: /^go/ })).toContainText('counted as a lapse');

  // The reviewed words are no longer due: the next New Entry page offers none of them.
  await page.goto('/journals/new?date=1700000000');
  await expect(editor).toBeVisible();
  await expect(panel).toHaveCount(0);
});
