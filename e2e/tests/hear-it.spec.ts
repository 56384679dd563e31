import { expect, test } from '@playwright/test';
import { writeTodaysEntry } from '../support/journal';
import { signInLearner } from '../support/learner';
import { spokenUtterances, stubSpeech } from '../support/speech';

const ENTRY = 'Yesterday I went to the market and bought apples.';

test.describe('Hear it', () => {
  test('reads an entry aloud in a voice of the profile’s regional variety', async ({ page, request }) => {
    await stubSpeech(page, [
      { lang: 'en-US', name: 'Stub American' },
      { lang: 'en-GB', name: 'Stub British' },
    ]);
    const token = await signInLearner(page, request);
    const saved = await request.put('/api/auth/me', {
      headers: { authorization: `Bearer ${token}` },
      data: { variety: 'en-GB' },
    });
    expect(saved.ok()).toBe(true);
    await writeTodaysEntry(page, ENTRY);
    await page.reload(); // the profile with its variety is loaded afresh

    await page.getByRole('button', { name: 'Hear the entry' }).click();
    await expect
      .poll(() => spokenUtterances(page))
      .toEqual([{ text: ENTRY, lang: 'en-GB', voice: 'Stub British' }]);
    await expect(page.getByText(/No voice for/)).toHaveCount(0);
  });

  test('says plainly when the browser has no voice for the language', async ({ page, request }) => {
    await stubSpeech(page, [{ lang: 'fr-FR', name: 'Stub French' }]);
    await signInLearner(page, request);
    await writeTodaysEntry(page, ENTRY);

    await expect(page.getByText('No voice for English in this browser')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Hear the entry' })).toBeDisabled();
    expect(await spokenUtterances(page)).toEqual([]);
  });
});
