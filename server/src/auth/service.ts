import { randomUUID } from 'node:crypto';
import { alreadyRegisteredMail, emailChangeMail, recoveryMail, signupMail } from '../mail/templates.js';
import { allowedRedirect, normaliseEmail, type AuthContext } from './context.js';
import { AuthError } from './errors.js';
import { newOpaqueToken, tokenHash } from './opaque-tokens.js';
import { hashPassword, verifyPassword, weakPasswordMessage, weakPasswordReasons } from './passwords.js';
import { presentSession, presentUser, type IssuedSession } from './present.js';
import * as repo from './repo.js';
import { startSession, type Authenticated } from './sessions.js';
import type { EmailTokenKind } from './tables.js';

const HOUR = 3_600_000;
const EMAIL_TOKEN_TTL: Record<EmailTokenKind, number> = {
  signup: 24 * HOUR,
  recovery: HOUR,
  email_change: 24 * HOUR,
};
const MAX_METADATA_BYTES = 10_000;

export type VerifyType = 'signup' | 'email' | 'recovery' | 'email_change';
/** Which stored token kinds each GoTrue verify type accepts ('email' is GoTrue's name for sign-up links too). */
const KINDS_OF: Record<VerifyType, EmailTokenKind[]> = {
  signup: ['signup'],
  email: ['signup'],
  recovery: ['recovery'],
  email_change: ['email_change'],
};

function assertStrongPassword(password: string): void {
  const reasons = weakPasswordReasons(password);
  if (reasons.length) {
    const message = weakPasswordMessage(reasons);
    throw new AuthError(422, 'weak_password', message, { weak_password: { reasons, message } });
  }
}

function metadataText(data: Record<string, unknown>): string {
  const text = JSON.stringify(data);
  if (Buffer.byteLength(text) > MAX_METADATA_BYTES) {
    throw new AuthError(
      400,
      'validation_failed',
      `data: must be at most ${MAX_METADATA_BYTES} bytes of JSON`,
    );
  }
  return text;
}

async function newEmailToken(
  ctx: AuthContext,
  userId: string,
  kind: EmailTokenKind,
  newEmail: string | null = null,
): Promise<string> {
  const token = newOpaqueToken();
  const now = ctx.now();
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await repo.voidEmailTokens(trx, userId, kind, now); // the newest mail's link is the only one that works
    await repo.insertEmailToken(trx, {
      userId,
      kind,
      hash: tokenHash(token),
      newEmail,
      now,
      ttlMs: EMAIL_TOKEN_TTL[kind],
    });
  });
  return token;
}

function signupLink(ctx: AuthContext, token: string, redirectTo: string | null): string {
  const url = new URL(`${ctx.config.appUrl}/auth/callback`);
  url.searchParams.set('token_hash', token);
  url.searchParams.set('type', 'signup');
  if (redirectTo) url.searchParams.set('redirect_to', redirectTo);
  return url.toString();
}

/** A GET /verify link: following it opens a session and lands on redirectTo with it in the fragment. */
function verifyLink(ctx: AuthContext, token: string, type: VerifyType, redirectTo: string): string {
  const url = new URL(`${ctx.config.appUrl}/auth/v1/verify`);
  url.searchParams.set('token', token);
  url.searchParams.set('type', type);
  url.searchParams.set('redirect_to', redirectTo);
  return url.toString();
}

export interface SignupInput {
  email: string;
  password: string;
  data?: Record<string, unknown> | undefined;
}

/**
 * GoTrue's sign-up. A known address answers exactly like a new one (a user object, no session) and its
 * owner gets a "you already have an account" mail instead of a confirmation.
 */
export async function signup(ctx: AuthContext, input: SignupInput, redirectInput: string | undefined) {
  const email = normaliseEmail(input.email);
  assertStrongPassword(input.password);
  await ctx.emailLimits?.hit('signup', email);
  const metadata = metadataText(input.data ?? {});
  const redirectTo = allowedRedirect(ctx, redirectInput);
  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();

  let existing = await repo.findUserByEmail(ctx.db.kysely, email);
  if (!existing) {
    try {
      const confirmedAt = ctx.config.autoconfirm ? now : null;
      const user = await repo.insertUser(ctx.db.kysely, { email, passwordHash, metadata, confirmedAt, now });
      if (ctx.config.autoconfirm) return presentSession(await startSession(ctx, user));
      const token = await newEmailToken(ctx, user.id, 'signup');
      await ctx.mailer.send(signupMail(email, signupLink(ctx, token, redirectTo)));
      return presentUser(user);
    } catch (e) {
      existing = await repo.findUserByEmail(ctx.db.kysely, email); // a concurrent sign-up took the address
      if (!existing) throw e;
    }
  }
  if (ctx.config.autoconfirm) {
    // With confirmation off, a sign-up would hand out a session, so a known address can't be disguised.
    throw new AuthError(422, 'user_already_exists', 'User already registered');
  }
  if (existing.email_confirmed_at === null) {
    // Not yet confirmed: the latest sign-up's password wins and only the newest link works, so whoever
    // controls the mailbox ends up with the password they chose.
    const user = await repo.updateUser(ctx.db.kysely, existing.id, {
      password_hash: passwordHash,
      user_metadata: metadata,
      updated_at: now,
    });
    const token = await newEmailToken(ctx, user.id, 'signup');
    await ctx.mailer.send(signupMail(email, signupLink(ctx, token, redirectTo)));
    return presentUser({ ...user, created_at: now });
  }
  await ctx.mailer.send(alreadyRegisteredMail(email, `${ctx.config.appUrl}/`));
  // A look-alike of a new, unconfirmed user: same fields, fresh id, nothing stored.
  return presentUser({
    id: randomUUID(),
    email,
    password_hash: '',
    user_metadata: metadata,
    email_confirmed_at: null,
    last_sign_in_at: null,
    created_at: now,
    updated_at: now,
  });
}

const invalidLink = () => new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');

/** Uses a single-use email token (sign-up, recovery, email change) and opens a session. */
export async function verifyEmailToken(
  ctx: AuthContext,
  token: string,
  type: VerifyType,
): Promise<IssuedSession> {
  const q = ctx.db.kysely;
  const row = await repo.findEmailToken(q, tokenHash(token));
  const user = row ? await repo.findUserById(q, row.user_id) : undefined;
  if (user) await ctx.emailLimits?.hit('verify', user.email);
  const now = ctx.now();
  if (!row || !user || !KINDS_OF[type].includes(row.kind) || row.used_at !== null || row.expires_at <= now) {
    throw invalidLink();
  }
  if (!(await repo.useEmailToken(q, row.id, now))) throw invalidLink();
  let confirmed = user;
  if (row.kind === 'email_change' && row.new_email) {
    if (await repo.findUserByEmail(q, row.new_email)) {
      throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
    }
    confirmed = await repo.updateUser(q, user.id, {
      email: row.new_email,
      email_confirmed_at: now,
      updated_at: now,
    });
  } else if (user.email_confirmed_at === null) {
    // A recovery link proves the mailbox as well as a sign-up link does.
    confirmed = await repo.updateUser(q, user.id, { email_confirmed_at: now, updated_at: now });
  }
  return startSession(ctx, confirmed);
}

/**
 * Sends a recovery link when the address has an account. The answer never says which: the mail goes
 * out in the background so an SMTP round trip does not time the difference either.
 */
export async function recover(
  ctx: AuthContext,
  emailInput: string,
  redirectInput: string | undefined,
): Promise<void> {
  const email = normaliseEmail(emailInput);
  await ctx.emailLimits?.hit('recover', email);
  const user = await repo.findUserByEmail(ctx.db.kysely, email);
  if (!user) return;
  const redirectTo = allowedRedirect(ctx, redirectInput) ?? `${ctx.config.appUrl}/reset-password`;
  const token = await newEmailToken(ctx, user.id, 'recovery');
  void ctx.mailer
    .send(recoveryMail(email, verifyLink(ctx, token, 'recovery', redirectTo)))
    .catch((err: unknown) => {
      ctx.log.error({ err }, 'recovery mail failed');
    });
}

export interface UserUpdate {
  email?: string | undefined;
  password?: string | undefined;
  data?: Record<string, unknown> | undefined;
}

/**
 * PUT /user. A new password signs out every other session of the user; a new email address takes
 * effect once the link sent to it is followed.
 */
export async function updateUser(
  ctx: AuthContext,
  who: Authenticated,
  input: UserUpdate,
  redirectInput: string | undefined,
) {
  const q = ctx.db.kysely;
  const now = ctx.now();
  let user = who.user;
  if (input.password !== undefined) {
    assertStrongPassword(input.password);
    if (await verifyPassword(user.password_hash, input.password)) {
      throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
    }
    const passwordHash = await hashPassword(input.password);
    user = await q.transaction().execute(async (trx) => {
      const updated = await repo.updateUser(trx, user.id, { password_hash: passwordHash, updated_at: now });
      await repo.revokeSessions(trx, user.id, now, { except: who.sessionId });
      return updated;
    });
  }
  if (input.data !== undefined) {
    const merged = { ...(JSON.parse(user.user_metadata) as Record<string, unknown>), ...input.data };
    user = await repo.updateUser(q, user.id, { user_metadata: metadataText(merged), updated_at: now });
  }
  if (input.email !== undefined) {
    const newEmail = normaliseEmail(input.email);
    if (newEmail !== user.email) {
      const taken = await repo.findUserByEmail(q, newEmail);
      const redirectTo = allowedRedirect(ctx, redirectInput) ?? `${ctx.config.appUrl}/`;
      if (taken) {
        await ctx.mailer.send(alreadyRegisteredMail(newEmail, `${ctx.config.appUrl}/`));
      } else {
        const token = await newEmailToken(ctx, user.id, 'email_change', newEmail);
        await ctx.mailer.send(emailChangeMail(newEmail, verifyLink(ctx, token, 'email_change', redirectTo)));
      }
    }
  }
  return presentUser(user);
}
