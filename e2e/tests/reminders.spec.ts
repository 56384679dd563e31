import { expect, test } from '@playwright/test';
import { failOnConsoleErrors } from '../support/console';
import { ENGLISH_LEARNER, signInNewLearner } from '../support/learner';
import { countMailsTo, waitForMailTo } from '../support/outbox';
import { chooseFromAccountMenu } from '../support/ui';
import { e2eDataDir } from '../support/users';

/**
 * Issue 25 in a browser: a learner opts in to the daily reminder in Profile Settings, the reminder
 * arrives (the e2e server ticks every 2 s), and its unsubscribe link works signed out.
 */
failOnConsoleErrors();

// The learner's zone is UTC, so "two minutes ago" below is two minutes ago in the learner's zone.
test.use({ timezoneId: 'UTC' });

/** HH:MM in UTC, `minutes` before now: a reminder time that is due at the next tick. */
const utcTimeMinutesAgo = (minutes: number) =>
  new Date(Date.now() - minutes * 60_000).toISOString().slice(11, 16);

test('a learner opts in to the daily reminder, receives it, and unsubscribes signed out', async ({
  page,
  request,
  browser,
}) => {
  const { user } = await signInNewLearner(page, request, { ...ENGLISH_LEARNER, time_zone: 'UTC' });
  await chooseFromAccountMenu(page, 'Profile Settings');

  const section = page.getByRole('region', { name: 'Reminder emails' });
  const daily = section.getByRole('checkbox', { name: 'Daily reminder to write' });
  await expect(daily).not.toBeChecked();
  await daily.check();
  // Every day (yesterday's slot counts when "two minutes ago" was before midnight), due two minutes ago.
  for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']) {
    await section.getByRole('checkbox', { name: day, exact: true }).check();
  }
  await section.getByLabel('Reminder time').fill(utcTimeMinutesAgo(2));
  const before = countMailsTo(e2eDataDir(), user.email);
  await section.getByRole('button', { name: 'Save email settings' }).click();
  await expect(section.getByText('Email settings saved.')).toBeVisible();

  const mail = await waitForMailTo(e2eDataDir(), user.email, { afterCount: before, timeoutMs: 20_000 });
  expect(mail.subject).toBe('A few sentences today?');
  expect(mail.text).toContain('This is your Inkwell reminder');
  const unsubscribe = mail.links.find((l) => l.includes('/api/unsubscribe?token='));
  expect(unsubscribe, mail.text).toBeDefined();

  // A new browser context: no session, as when the link is opened from a mail app.
  const signedOut = await browser.newContext();
  try {
    const leave = await signedOut.newPage();
    await leave.goto(unsubscribe!);
    await expect(leave.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
    await expect(leave.getByText('Stop the daily reminder mails from Inkwell?')).toBeVisible();
    await leave.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(leave.getByRole('heading', { name: 'Unsubscribed' })).toBeVisible();
  } finally {
    await signedOut.close();
  }

  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Reminder emails' })
      .getByRole('checkbox', { name: 'Daily reminder to write' }),
  ).not.toBeChecked();
});
