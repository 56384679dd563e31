import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, request as newRequest, test } from '@playwright/test';
import { failOnConsoleErrors } from '../support/console';
import { writeTodaysEntry } from '../support/journal';
import { ENGLISH_LEARNER, signInNewLearner } from '../support/learner';
import { countMailsTo, waitForMailTo } from '../support/outbox';
import { chooseFromAccountMenu } from '../support/ui';
import { e2eDataDir } from '../support/users';

/**
 * Issue 25 in a browser: a learner who wrote and analysed an entry opts in to the weekly digest; the
 * digest arrives (the e2e server ticks every 2 s) with this week's figures, in text and HTML, and a mail
 * client's RFC 8058 one-click POST leaves the digest list only.
 */
failOnConsoleErrors();
test.use({ timezoneId: 'UTC' });

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

test('the weekly digest arrives with the week in figures, and one click leaves that list only', async ({
  page,
  request,
  baseURL,
}) => {
  const { user } = await signInNewLearner(page, request, { ...ENGLISH_LEARNER, time_zone: 'UTC' });

  const text = 'Yesterday I go to the market with my sister and we buyed three apples.';
  await writeTodaysEntry(page, text);
  await page.getByRole('button', { name: 'Analyze Entry' }).click();
  await expect(page.getByRole('button', { name: 'Analyzed' })).toBeVisible({ timeout: 30_000 });

  await chooseFromAccountMenu(page, 'Profile Settings');
  const section = page.getByRole('region', { name: 'Reminder emails' });
  await section.getByRole('checkbox', { name: 'Daily reminder to write' }).check();
  await section.getByRole('checkbox', { name: 'Weekly digest' }).check();
  // The slot two minutes ago (its weekday too, should that be yesterday): due at the next tick.
  const slot = new Date(Date.now() - 2 * 60_000);
  await section.getByLabel('Digest day').selectOption({ label: WEEKDAYS[slot.getUTCDay()]! });
  await section.getByLabel('Digest time').fill(slot.toISOString().slice(11, 16));
  // The daily reminder stays on (its days unticked: it is never due) to show one click leaves one list.
  for (const day of WEEKDAYS) await section.getByRole('checkbox', { name: day, exact: true }).uncheck();
  const before = countMailsTo(e2eDataDir(), user.email);
  await section.getByRole('button', { name: 'Save email settings' }).click();
  await expect(section.getByText('Email settings saved.')).toBeVisible();

  const mail = await waitForMailTo(e2eDataDir(), user.email, { afterCount: before, timeoutMs: 20_000 });
  expect(mail.subject).toBe('Your week in Inkwell');
  expect(mail.text).toContain(`Words written this week: ${text.split(' ').length}`);
  expect(mail.text).toContain('Streak: 1 day');
  expect(mail.text).toMatch(/Mistakes per 100 words: \d+(\.\d)? \(the week before: no analysed entries\)/);
  expect(mail.text).toMatch(/Cards due for review: \d+/);
  expect(mail.text).toMatch(/A prompt for your next entry: \S/);
  const raw = readFileSync(join(e2eDataDir(), 'outbox', mail.file), 'utf8');
  expect(raw).toMatch(/content-type: text\/html/i);
  expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im);
  const unsubscribe = mail.links.find((l) => l.includes('/api/unsubscribe?token='));
  expect(unsubscribe, mail.text).toBeDefined();

  // A mail client's one-click POST: no cookie, no bearer token, the form body RFC 8058 prescribes.
  const mailClient = await newRequest.newContext({ baseURL });
  try {
    const left = await mailClient.post(unsubscribe!, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
    });
    expect(left.status()).toBe(200);
  } finally {
    await mailClient.dispose();
  }

  await page.reload();
  const after = page.getByRole('region', { name: 'Reminder emails' });
  await expect(after.getByRole('checkbox', { name: 'Weekly digest' })).not.toBeChecked();
  await expect(after.getByRole('checkbox', { name: 'Daily reminder to write' })).toBeChecked();
});
