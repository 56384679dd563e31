import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ENGLISH_LEARNER } from '../support/learner';
import { countMailsTo, waitForMailTo } from '../support/outbox';
import { chooseFromAccountMenu, signInViaUi } from '../support/ui';
import { createVerifiedUser, e2eDataDir, uniqueEmail, type VerifiedUser } from '../support/users';

/**
 * Profile Settings' sign-in details (issue 21, items 11 and 16): a new password or a new email address,
 * each confirmed with the current password. A wrong password is a 400 the browser logs, so this file does
 * not fail on console errors.
 */

/** A learner whose password the test knows, signed in, on Profile Settings. */
async function openProfileSettings(page: Page, request: APIRequestContext): Promise<VerifiedUser> {
  const user = await createVerifiedUser(request);
  const token = await request.post('/auth/v1/token?grant_type=password', { data: user });
  const { access_token } = (await token.json()) as { access_token: string };
  const saved = await request.put('/api/auth/me', {
    headers: { authorization: `Bearer ${access_token}` },
    data: ENGLISH_LEARNER,
  });
  expect(saved.ok()).toBe(true);
  await page.goto('/');
  await signInViaUi(page, user);
  await chooseFromAccountMenu(page, 'Profile Settings');
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  return user;
}

test('Profile Settings changes the password with the current one, and shows what went wrong', async ({
  page,
  request,
}) => {
  const user = await openProfileSettings(page, request);
  const form = page.getByRole('form', { name: 'Change password' });
  const newPassword = 'a fresh garden passphrase';
  const submit = form.getByRole('button', { name: 'Change password' });

  await form.getByLabel('New password', { exact: true }).fill(newPassword);
  await form.getByLabel('Confirm new password').fill(newPassword);
  await submit.click();
  await expect(form.getByText('Please fill in all fields')).toBeVisible();

  await form.getByLabel('Current password').fill('not my password');
  await submit.click();
  await expect(form.getByText('Current password is incorrect')).toBeVisible();

  await form.getByLabel('Current password').fill(user.password);
  await form.getByLabel('Confirm new password').fill('something else');
  await submit.click();
  await expect(form.getByText('Passwords do not match')).toBeVisible();

  await form.getByLabel('Confirm new password').fill(newPassword);
  await submit.click();
  await expect(form.getByText('Password changed.')).toBeVisible();
  await expect(form.getByLabel('Current password')).toHaveValue('');

  const oldSignIn = await request.post('/auth/v1/token?grant_type=password', { data: user });
  expect(oldSignIn.status()).toBe(400);
  const newSignIn = await request.post('/auth/v1/token?grant_type=password', {
    data: { email: user.email, password: newPassword },
  });
  expect(newSignIn.ok()).toBe(true);
});

test('Profile Settings asks for the current password before an email change', async ({ page, request }) => {
  const user = await openProfileSettings(page, request);
  const form = page.getByRole('form', { name: 'Change email address' });
  const next = uniqueEmail('moved');
  const submit = form.getByRole('button', { name: 'Change email' });
  const dataDir = e2eDataDir();

  await form.getByLabel('New email address').fill(next);
  await submit.click();
  await expect(form.getByText('Please fill in all fields')).toBeVisible();

  await form.getByLabel('Current password').fill('not my password');
  await submit.click();
  await expect(form.getByText('Current password is incorrect')).toBeVisible();
  expect(countMailsTo(dataDir, next)).toBe(0);

  const before = countMailsTo(dataDir, user.email);
  await form.getByLabel('Current password').fill(user.password);
  await submit.click();
  await expect(form.getByText(`follow the link we sent to ${next}`)).toBeVisible();
  const confirm = await waitForMailTo(dataDir, next);
  expect(confirm.subject).toBe('Confirm your new Inkwell email address');
  const notice = await waitForMailTo(dataDir, user.email, { afterCount: before });
  expect(notice.subject).toBe('Your Inkwell email address is being changed');
  expect(notice.links.some((l) => l.includes('type=email_change_cancel'))).toBe(true);
  // The profile still shows the current address until the new one is confirmed.
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(user.email);

  // The old address's link cancels the change and lands on the reset page, signed in for a new password.
  const cancel = notice.links.find((l) => l.includes('type=email_change_cancel'))!;
  await page.goto(cancel);
  await expect(page).toHaveURL(/\/reset-password/);
  await expect(page.getByText(`Choose a new password for ${user.email}.`)).toBeVisible();
  const confirmLink = confirm.links.find((l) => l.includes('type=email_change'))!;
  const confirmed = await request.get(confirmLink, { maxRedirects: 0 });
  expect(confirmed.headers()['location']).toContain('error_code=otp_expired');
});
