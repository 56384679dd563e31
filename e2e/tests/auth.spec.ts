import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { waitForMailTo, countMailsTo } from '../support/outbox';
import { chooseFromAccountMenu, pickLanguage, signInViaUi } from '../support/ui';
import { e2eDataDir, uniqueEmail } from '../support/users';

// The whole account journey (decisions 010, 013, 021), in one browser: sign-up → mail → verify → setup → settings →
// sign-out → forgot password → recovery link → new password → sign in with it.
test('a new user signs up, verifies, sets up the profile, edits it and recovers the password', async ({
  page,
}) => {
  const dataDir = e2eDataDir();
  const email = uniqueEmail('journey');
  const password = 'Quill-and-ink-2024';
  const newPassword = 'Fresh-notebook-2025';

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectNoAxeViolations(page, 'auth card: sign in');

  // Sign up, with the form's own checks first.
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');
  await expectNoAxeViolations(page, 'auth card: sign up with an error');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(`${password}x`);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match');
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expectNoAxeViolations(page, 'auth card: check your email');
  await page.getByRole('button', { name: 'Back to Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  // Open the verification link from the outbox.
  const signupMail = await waitForMailTo(dataDir, email);
  const verifyLink = signupMail.links.find((l) => l.includes('/auth/callback'));
  expect(verifyLink, signupMail.text).toBeTruthy();
  const callback = new URL(verifyLink!);
  expect(callback.searchParams.get('type')).toBe('signup');
  await page.goto(callback.pathname + callback.search);
  await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
  await expectNoAxeViolations(page, 'email verified');

  // After 2 s the app opens with the first-run setup dialog; nothing is filled, so it cannot be skipped.
  const dialog = page.getByRole('dialog', { name: 'Welcome to Inkwell' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/$/);
  await expect(dialog.getByRole('button', { name: 'Skip for now' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'profile setup dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter your name');
  await expectNoAxeViolations(page, 'profile setup dialog with an error');
  await dialog.getByLabel('Display name').fill('Ada Lovelace');
  await pickLanguage(page, 'Native language', 'English');
  await pickLanguage(page, 'Target language', 'English');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Native language and target language cannot be the same',
  );
  await pickLanguage(page, 'Target language', 'Korean');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Account menu' }).filter({ visible: true })).toHaveText('AL');
  await expectNoAxeViolations(page, 'home of a new user');

  // Profile Settings: Save Changes only after a change; saved message; values kept after a reload.
  await chooseFromAccountMenu(page, 'Profile Settings');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
  await expectNoAxeViolations(page, 'profile settings');
  const save = page.getByRole('button', { name: 'Save Changes' });
  await expect(save).toBeDisabled();
  await page.getByLabel('Display name').fill('Ada King');
  await expect(save).toBeEnabled();
  await pickLanguage(page, 'Target language', 'Latin');
  await save.click();
  await expect(page.getByText('Saved! Your profile has been updated.')).toBeVisible();
  await expectNoAxeViolations(page, 'profile settings saved');
  await expect(save).toBeDisabled();
  await expect(page.getByText('Saved! Your profile has been updated.')).toBeHidden({ timeout: 6_000 });
  await page.reload();
  await expect(page.getByLabel('Display name')).toHaveValue('Ada King');
  await expect(page.getByRole('combobox', { name: 'Target language' })).toHaveText(/Latin/);
  await expect(page.getByRole('button', { name: 'Account menu' }).filter({ visible: true })).toHaveText('AK');

  // Sign out, then ask for a reset link.
  await chooseFromAccountMenu(page, 'Sign out');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const mailsBefore = countMailsTo(dataDir, email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  await expectNoAxeViolations(page, 'auth card: forgot password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();

  // The recovery link opens /reset-password with a recovery session.
  const recoveryMail = await waitForMailTo(dataDir, email, { afterCount: mailsBefore });
  const recoveryLink = recoveryMail.links.find((l) => l.includes('type=recovery'));
  expect(recoveryLink, recoveryMail.text).toBeTruthy();
  await page.goto(recoveryLink!);
  await expect(page).toHaveURL(/\/reset-password/);
  await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
  await expectNoAxeViolations(page, 'reset password');
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(`${newPassword}!`);
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match');
  await expectNoAxeViolations(page, 'reset password with an error');
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('heading', { name: 'Password updated' })).toBeVisible();
  await expectNoAxeViolations(page, 'password updated');
  await page.getByRole('link', { name: 'Continue to Inkwell' }).click();
  await chooseFromAccountMenu(page, 'Sign out');

  // The old password no longer works; the new one does.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await signInViaUi(page, { email, password: newPassword });
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a verification link without a token says so and leads back to sign-in', async ({ page }) => {
  await page.goto('/auth/callback?type=signup');
  await expect(page.getByRole('heading', { name: 'Verification Failed' })).toBeVisible();
  await expect(page.getByText('Invalid verification link')).toBeVisible();
  await expectNoAxeViolations(page, 'verification failed');
  await page.getByRole('link', { name: 'Back to Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('a used or forged verification token fails with a message', async ({ page }) => {
  await page.goto('/auth/callback?type=signup&token_hash=not-a-real-token');
  await expect(page.getByRole('heading', { name: 'Verification Failed' })).toBeVisible();
  await expect(page.getByText('There was an error verifying your email address.')).toBeVisible();
});
