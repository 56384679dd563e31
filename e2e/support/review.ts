import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

/**
 * Answers every card of an open review session with Good, by mouse on the first card and by keys on the
 * rest, checks the closing line, optionally runs axe on it (`axeLabel`), and closes the session.
 */
export async function rateAllGood(
  session: Locator,
  page: Page,
  cards: number,
  { axeLabel }: { axeLabel?: string } = {},
): Promise<void> {
  for (let n = 1; n <= cards; n++) {
    await expect(session.getByText(`${n} of ${cards}`)).toBeVisible();
    if (n === 1) {
      await session.getByRole('button', { name: 'Show answer' }).click();
      await session.getByRole('button', { name: /^Good, next in / }).click();
    } else {
      await page.keyboard.press('Space');
      await expect(session.getByRole('group', { name: 'Rate your answer' })).toBeVisible();
      await page.keyboard.press('3');
    }
  }
  await expect(session.getByText(`Session complete: you reviewed ${cards} cards.`)).toBeVisible();
  if (axeLabel) await expectNoAxeViolations(page, axeLabel);
  await session.getByRole('button', { name: 'Done' }).click();
  await expect(session).toBeHidden();
}
