import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { failOnConsoleErrors } from '../support/console';
import { writeTodaysEntry } from '../support/journal';
import { signInLearner } from '../support/learner';
import { rateAllGood } from '../support/review';

/**
 * Assessment end to end with the offline assessor (harper.js): analyse an English entry, see the
 * 'AI Assessment' card and the highlights, hover a correction, accept one, reject one, Accept All,
 * reload (and drop the browser cache) and find the states kept on the server; add two discovered concepts
 * to the practice deck, find them on /vocab and /grammar, and empty the 'Review due' queue from Home.
 */

// The example sentence of the issue, plus one misspelling: the offline assessor files every mistake of the
// example under Grammar, and only spelling/vocabulary corrections yield vocab concepts (words for /vocab).
const ENTRY = 'I has went to the the store yesterday and buyed a apple. It was delicius.';
// has went ("yesterday" asks for the simple past: issue 22), the the, buyed, a (grammar), delicius (spelling)
const CORRECTIONS = 5;
/** The offline concept for "buyed", named in the learner's native language (Spanish). */
const IRREGULAR_VERBS = 'Formas de los verbos irregulares';

failOnConsoleErrors();

/** Resolves when the server has answered a change of correction states (one or bulk). */
const correctionStatesSaved = (page: Page, entryId: string) =>
  page.waitForResponse(
    (r) =>
      r.request().method() === 'POST' &&
      new RegExp(`/api/documents/journal/${entryId}/correction-state(s/bulk)?$`).test(r.url()),
  );

/** The open hover card of one correction (Radix renders it in a portal, without a role). */
const hoverCard = (page: Page, original: string, corrected: string): Locator =>
  page
    .locator('[data-correction-card]')
    .filter({ has: page.getByText(original, { exact: true }) })
    .filter({ has: page.getByText(corrected, { exact: true }) });

test('assessment: analyse, hover, accept, reject, accept all, reload; add concepts; review them', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInLearner(page, request);

  // 1. Write the entry for today and analyse it.
  const entryId = await writeTodaysEntry(page, ENTRY);
  await expect(page.getByTestId('entry-content')).toHaveText(ENTRY);
  await expectNoAxeViolations(page, 'entry detail before analysis');

  // Record every face of the analyse button: 'Analyzing...' may last less than one expect poll.
  await page.evaluate(() => {
    const faces = ['Analyze Entry', 'Analyzing...', 'Analyzed'];
    const seen: string[] = [];
    (window as unknown as { analyzeTexts: string[] }).analyzeTexts = seen;
    new MutationObserver(() => {
      const face = [...document.querySelectorAll('button')]
        .map((b) => b.textContent ?? '')
        .find((t) => faces.includes(t));
      if (face && seen.at(-1) !== face) seen.push(face);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByRole('button', { name: 'Analyze Entry' }).click();
  const analyzed = page.getByRole('button', { name: 'Analyzed' });
  await expect(analyzed).toBeVisible({ timeout: 60_000 });
  await expect(analyzed).toBeDisabled();
  const faces = await page.evaluate(() => (window as unknown as { analyzeTexts: string[] }).analyzeTexts);
  expect(faces).toEqual(['Analyzing...', 'Analyzed']);

  const card = page.getByRole('region', { name: 'AI Assessment' });
  await expect(card.getByRole('heading', { name: 'Overall Feedback' })).toBeVisible();
  // The learner is a Spanish speaker: the offline feedback is in her native language (decision 303).
  await expect(card.getByText(/^El corrector sin conexión .* encontró \d+ /)).toBeVisible();
  await expect(card.getByText('Corrections Applied: 0')).toBeVisible();
  await expect(card.getByText('Hover over the corrections above to see explanations')).toBeVisible();
  await expect(card.getByText('Language Level')).toContainText(/A1|A2|B1|B2|C1|C2/);
  await expectNoAxeViolations(page, 'entry detail after analysis');

  const editor = page.getByRole('region', { name: 'Language Learning Text Editor' });
  const text = editor.getByTestId('corrected-content');
  await expect(text).toHaveText(ENTRY);
  const highlight = (original: string) => text.getByRole('button', { name: original, exact: true });
  for (const original of ['has went', 'the the', 'buyed', 'a', 'delicius']) {
    await expect(highlight(original)).toBeVisible();
  }
  await expect(text.getByRole('button')).toHaveCount(CORRECTIONS);
  const chips = editor.getByRole('group', { name: 'Filter corrections' });
  const chip = (label: string, acceptedOfTotal: string) =>
    chips.getByRole('button', { name: new RegExp(`^${label}\\s*${acceptedOfTotal}$`) });
  await expect(chip('Grammar', '0/4')).toBeVisible();
  await expect(chip('Spelling', '0/1')).toBeVisible();

  // 2. Hover a correction: its card.
  await highlight('buyed').hover();
  const buyedCard = hoverCard(page, 'buyed', 'bought');
  await expect(buyedCard).toBeVisible();
  await expect(buyedCard.getByText('Grammar', { exact: true })).toBeVisible();
  // The checker's explanation, not its exact wording (the offline checker's own tests pin that).
  await expect(buyedCard.getByText(/\bbuy\b.*irregular.*\bbought\b/)).toBeVisible();
  await expect(buyedCard.getByText('Click to accept')).toBeVisible();
  await expectNoAxeViolations(page, 'correction hover card');

  // Accept it by clicking the highlight: the corrected word shows beneath the original.
  let saved = correctionStatesSaved(page, entryId);
  await highlight('buyed').click();
  expect((await saved).ok()).toBe(true);
  await expect(buyedCard.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(text.locator('rt')).toHaveText(['bought']);
  await expect(card.getByText('Corrections Applied: 1')).toBeVisible();
  await expect(chip('Grammar', '1/4')).toBeVisible();

  // Reject another from its hover card: it goes back to plain text.
  await highlight('has went').hover();
  const hasCard = hoverCard(page, 'has went', 'went');
  await expect(hasCard.getByText('Click to accept')).toBeVisible();
  saved = correctionStatesSaved(page, entryId);
  await hasCard.getByRole('button', { name: 'Reject' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(highlight('has went')).toHaveCount(0);
  await expect(text).toHaveText(/^I has went/);
  await expect(text.getByRole('button')).toHaveCount(CORRECTIONS - 1);
  const list = editor.getByRole('region', { name: 'Corrections List' });
  await expect(list.getByRole('button', { name: 'Reject has went → went' })).toBeDisabled();
  await expect(card.getByText('Corrections Applied: 1')).toBeVisible();

  // A filter chip narrows the list to its category.
  await chip('Spelling', '0/1').click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText('delicius');
  await expectNoAxeViolations(page, 'corrections filtered');
  await chips.getByRole('button', { name: 'View All' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(CORRECTIONS);

  // Accept All: every open correction accepted; the rejected one stays rejected, and the list says so.
  const acceptAll = list.getByRole('button', { name: 'Accept All' });
  await expect(acceptAll).toHaveAccessibleDescription(/leaves the correction you rejected as rejected/);
  saved = correctionStatesSaved(page, entryId);
  await acceptAll.click();
  expect((await saved).ok()).toBe(true);
  await expect(card.getByText(`Corrections Applied: ${CORRECTIONS - 1}`)).toBeVisible();
  await expect(list.getByRole('button', { name: 'Reject has went → went' })).toBeDisabled();
  await expect(acceptAll).toBeDisabled();
  // The learner changes their mind about that one on its own.
  saved = correctionStatesSaved(page, entryId);
  await list.getByRole('button', { name: 'Accept has went → went' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(card.getByText(`Corrections Applied: ${CORRECTIONS}`)).toBeVisible();

  /** The page after a reload shows every correction accepted, with the corrected texts. */
  const expectAllAccepted = async () => {
    await expect(card.getByText(`Corrections Applied: ${CORRECTIONS}`)).toBeVisible();
    await expect(text.locator('rt')).toHaveText(['went', 'the', 'bought', 'an', 'delicious']);
    await expect(chip('Grammar', '4/4')).toBeVisible();
    await expect(chip('Spelling', '1/1')).toBeVisible();
    await expect(list.getByText('Accepted', { exact: true })).toHaveCount(CORRECTIONS);
    await expect(page.getByRole('button', { name: 'Analyzed' })).toBeDisabled();
  };
  await page.reload();
  await expectAllAccepted();
  // Without the browser's copy the server's states alone give the same page.
  await page.evaluate((key) => localStorage.removeItem(key), `inkwell:correction-states:${entryId}`);
  await page.reload();
  await expectAllAccepted();

  // 3. Concept picker: one word and one grammar rule.
  const picker = page.getByRole('region', { name: 'Add Concepts to Practice Deck' });
  const add = picker.getByRole('button', { name: /^Add to Practice Deck/ });
  await expect(add).toHaveText('Add to Practice Deck (0)');
  await expect(add).toBeDisabled();
  await picker.getByRole('tab', { name: 'Vocabulary (1)' }).click();
  await picker.getByRole('checkbox', { name: 'delicious' }).click();
  await expect(add).toHaveText('Add to Practice Deck (1)');
  await picker.getByRole('tab', { name: 'Grammar (4)' }).click();
  // Concept names made offline are in the learner's native language too (decision 303).
  await picker.getByRole('checkbox', { name: IRREGULAR_VERBS }).click();
  await expect(picker.getByText('2 of 5 concepts selected')).toBeVisible();
  await expectNoAxeViolations(page, 'concept picker');
  await expect(add).toHaveText('Add to Practice Deck (2)');
  await add.click();
  // Vocab: a spelling fix gets one spelling card (decision 150); grammar: recognition + context.
  await expect(picker.getByRole('status')).toContainText('3 cards created');
  await expect(picker.getByRole('status')).toContainText('delicious: spelling');
  await expectNoAxeViolations(page, 'concept picker: cards created');
  await expect(add).toHaveText('Add to Practice Deck (0)');

  // 4. The word on /vocab, the rule on /grammar.
  await page.goto('/vocab');
  const vocabTile = page.getByRole('listitem').filter({ hasText: 'delicious' });
  await expect(vocabTile).toBeVisible();
  await expect(vocabTile).toContainText('0% mastered');
  await expectNoAxeViolations(page, 'vocab');
  await page.goto('/grammar');
  await expect(page.getByRole('listitem').filter({ hasText: IRREGULAR_VERBS })).toBeVisible();
  await expectNoAxeViolations(page, 'grammar');

  // Home: Review due holds the three new cards; answering them all empties the queue.
  await page.goto('/');
  await page.getByRole('button', { name: 'Review due (3 cards)' }).click();
  await expectNoAxeViolations(page, 'review due dialog');
  await rateAllGood(page.getByRole('dialog', { name: 'Review due' }), page, 3);
  await expect(page.getByRole('button', { name: 'Review due (0 cards)' })).toBeDisabled();
});
