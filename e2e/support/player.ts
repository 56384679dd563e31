import { expect, type Locator, type Page } from '@playwright/test';

/**
 * On the summary slide with questions still open: skip each one, one by one, through "Go to the first
 * question left", coming back to the summary each time (decision 241), until the results show.
 */
export async function skipOpenQuestions(page: Page, counter: Locator, total: number): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Questions left' })).toBeVisible();
  const goToLeft = page.getByRole('button', { name: 'Go to the first question left' });
  while (await goToLeft.isVisible()) {
    await goToLeft.click();
    const skip = page.getByRole('button', { name: 'Skip' });
    await expect(skip.first()).toBeVisible();
    while ((await skip.count()) > 0) await skip.first().click();
    while ((await counter.getAttribute('aria-valuetext')) !== `Slide ${total} of ${total}`)
      await page.keyboard.press('ArrowRight');
  }
}
