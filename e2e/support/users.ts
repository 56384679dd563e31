import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { countMailsTo, waitForMailTo } from './outbox';

export interface VerifiedUser {
  email: string;
  password: string;
}

/** The DATA_DIR of the server under test (playwright.config.ts exports it). */
export function e2eDataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (run through e2e/playwright.config.ts)');
  return dir;
}

/** A fresh unique address on a reserved domain. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/**
 * Signs a new user up through /auth/v1/signup, reads the confirmation mail from the outbox and verifies it,
 * so the account can sign in. The request context's baseURL must be the app's origin.
 */
export async function createVerifiedUser(
  request: APIRequestContext,
  opts: { email?: string; password?: string } = {},
): Promise<VerifiedUser> {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? `Ink-${randomUUID()}`;
  const dataDir = e2eDataDir();
  const before = countMailsTo(dataDir, email);
  const signup = await request.post('/auth/v1/signup', { data: { email, password } });
  if (!signup.ok()) throw new Error(`signup failed: ${signup.status()} ${await signup.text()}`);
  const mail = await waitForMailTo(dataDir, email, { afterCount: before });
  const link = mail.links.find((l) => l.includes('token_hash='));
  if (!link) throw new Error(`no confirmation link in the mail to ${email}:\n${mail.text}`);
  const tokenHash = new URL(link).searchParams.get('token_hash');
  const verify = await request.post('/auth/v1/verify', { data: { token_hash: tokenHash, type: 'signup' } });
  if (!verify.ok()) throw new Error(`verify failed: ${verify.status()} ${await verify.text()}`);
  return { email, password };
}
