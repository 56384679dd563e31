import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signInViaUi } from './ui';
import { createVerifiedUser, type VerifiedUser } from './users';

export interface LearnerProfile {
  display_name: string;
  native_language: string;
  target_language: string;
  /** IANA zone; the browser's when absent. */
  time_zone?: string;
}

/** The suites' usual learner: English as the target language, Spanish native. */
export const ENGLISH_LEARNER: LearnerProfile = {
  display_name: 'Grace Hopper',
  native_language: 'es',
  target_language: 'en',
};

/**
 * A fresh verified learner whose profile is complete, set through the API the setup dialog uses before the
 * first sign-in (so the dialog never covers the page), signed in through the auth card. Returns an access
 * token of the learner for API set-up calls.
 */
export async function signInLearner(
  page: Page,
  request: APIRequestContext,
  profile: LearnerProfile = ENGLISH_LEARNER,
): Promise<string> {
  return (await signInNewLearner(page, request, profile)).token;
}

/** signInLearner, also giving the learner's credentials (a test that reads their mail needs the address). */
export async function signInNewLearner(
  page: Page,
  request: APIRequestContext,
  profile: LearnerProfile = ENGLISH_LEARNER,
): Promise<{ token: string; user: VerifiedUser }> {
  const user = await createVerifiedUser(request);
  const token = await request.post('/auth/v1/token?grant_type=password', { data: user });
  expect(token.ok()).toBe(true);
  const { access_token } = (await token.json()) as { access_token: string };
  const saved = await request.put('/api/auth/me', {
    headers: { authorization: `Bearer ${access_token}` },
    data: profile,
  });
  expect(saved.ok()).toBe(true);
  await page.goto('/');
  await signInViaUi(page, user);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  return { token: access_token, user };
}
