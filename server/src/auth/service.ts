import { randomInt, randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  alreadyRegisteredMail,
  emailChangeMail,
  emailChangeNoticeMail,
  reauthenticationMail,
  recoveryMail,
  signupMail,
} from '../mail/templates.js';
import type { Executor } from '../db/executor.js';
import { parseJsonColumn } from '../db/json-column.js';
import { allowedRedirect, normaliseEmail, type AuthContext } from './context.js';
import { AuthError } from './errors.js';
import { newOpaqueToken, tokenHash } from './opaque-tokens.js';
import { hashPassword, verifyPassword, weakPasswordMessage, weakPasswordReasons } from './passwords.js';
import { presentSession, presentUser, type IssuedSession } from './present.js';
import * as repo from './repo.js';
import { startSession, type Authenticated } from './sessions.js';
import { forgetSessionsOf } from './session-cache.js';
import type { EmailTokenKind, SessionAuthMethod } from './tables.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const EMAIL_TOKEN_TTL: Record<EmailTokenKind, number> = {
  signup: 24 * HOUR,
  recovery: HOUR,
  email_change: 24 * HOUR,
  email_change_cancel: 72 * HOUR,
  reauthentication: 10 * MINUTE,
};
/** How long after following a recovery link its session may set a password without the old one. */
export const RECOVERY_PASSWORD_GRACE_MS = 15 * MINUTE;
const MAX_METADATA_BYTES = 10_000;

export type VerifyType = 'signup' | 'email' | 'recovery' | 'email_change' | 'email_change_cancel';
/** Which stored token kinds each GoTrue verify type accepts ('email' is GoTrue's name for sign-up links too). */
const KINDS_OF: Record<VerifyType, EmailTokenKind[]> = {
  signup: ['signup'],
  email: ['signup'],
  recovery: ['recovery'],
  email_change: ['email_change'],
  email_change_cancel: ['email_change_cancel'],
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
  await storeEmailToken(ctx, userId, kind, tokenHash(token), newEmail);
  return token;
}

async function storeEmailToken(
  ctx: AuthContext,
  userId: string,
  kind: EmailTokenKind,
  hash: string,
  newEmail: string | null,
): Promise<void> {
  const now = ctx.now();
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await repo.voidEmailTokens(trx, userId, kind, now); // the newest mail's link is the only one that works
    await repo.insertEmailToken(trx, { userId, kind, hash, newEmail, now, ttlMs: EMAIL_TOKEN_TTL[kind] });
  });
}

/** A short code is stored under the user's id too: codes of different users may coincide. */
const reauthenticationHash = (userId: string, code: string) => tokenHash(`${userId}:${code}`);

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
 * GoTrue's sign-up. Without autoconfirm, the answer for a new, an unconfirmed and a confirmed address is
 * the same: a look-alike of a new unconfirmed user with a fresh random id, after the same work (one
 * password hash, one mail). A new or unconfirmed address gets a confirmation link, a confirmed one a
 * "you already have an account" mail. A repeat sign-up never changes a stored account (decision 126).
 */
export async function signup(ctx: AuthContext, input: SignupInput, redirectInput: string | undefined) {
  const email = normaliseEmail(input.email);
  assertStrongPassword(input.password);
  await ctx.emailLimits?.hit('signup', email);
  const metadata = metadataText(input.data ?? {});
  const redirectTo = allowedRedirect(ctx, redirectInput);
  const passwordHash = await hashPassword(input.password); // in every branch: timing tells nothing
  const now = ctx.now();

  let created: repo.UserRow | undefined;
  let existing = await repo.findUserByEmail(ctx.db.kysely, email);
  if (!existing) {
    try {
      const confirmedAt = ctx.config.autoconfirm ? now : null;
      created = await repo.insertUser(ctx.db.kysely, { email, passwordHash, metadata, confirmedAt, now });
    } catch (e) {
      existing = await repo.findUserByEmail(ctx.db.kysely, email); // a concurrent sign-up took the address
      if (!existing) throw e;
    }
  }
  if (ctx.config.autoconfirm) {
    if (created) return presentSession(await startSession(ctx, created, 'signup'));
    // With confirmation off, a sign-up would hand out a session, so a known address can't be disguised.
    throw new AuthError(422, 'user_already_exists', 'User already registered');
  }
  const account = (created ?? existing)!;
  if (account.email_confirmed_at === null) {
    // The stored password stays the first sign-up's: whoever confirms gets the account its first
    // sign-up created, never a password a second sign-up chose (pre-confirmation takeover).
    const token = await newEmailToken(ctx, account.id, 'signup');
    await ctx.mailer.send(signupMail(email, signupLink(ctx, token, redirectTo), !created));
  } else {
    await ctx.mailer.send(alreadyRegisteredMail(email, `${ctx.config.appUrl}/`));
  }
  return presentUser(lookAlikeUser(email, metadata, now));
}

/** What every sign-up without autoconfirm answers: nothing stored, nothing of the real account shown. */
function lookAlikeUser(email: string, metadata: string, now: number): repo.UserRow {
  return {
    id: randomUUID(),
    email,
    password_hash: '',
    user_metadata: metadata,
    email_confirmed_at: null,
    last_sign_in_at: null,
    created_at: now,
    updated_at: now,
  };
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
  if (row.kind === 'email_change_cancel' && row.new_email) {
    return cancelEmailChange(ctx, user, row.new_email);
  }
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
  // KINDS_OF admits only link kinds here, each also the name of the session's auth method.
  return startSession(ctx, confirmed, row.kind as SessionAuthMethod);
}

/**
 * The old address's cancel link: the address is restored (or a pending change dropped), every session is
 * signed out and every other link voided. The session it opens counts as a recovery session, so the owner
 * can choose a new password without the old one, which whoever changed the address may have learnt.
 */
async function cancelEmailChange(
  ctx: AuthContext,
  user: repo.UserRow,
  oldEmail: string,
): Promise<IssuedSession> {
  const now = ctx.now();
  const restored = await ctx.db.kysely.transaction().execute(async (trx) => {
    let current = user;
    if (user.email !== oldEmail) {
      // Someone may have signed up with the address once it was free: it is theirs now.
      if (await repo.findUserByEmail(trx, oldEmail)) {
        throw new AuthError(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        );
      }
      current = await repo.updateUser(trx, user.id, {
        email: oldEmail,
        email_confirmed_at: now,
        updated_at: now,
      });
    }
    await repo.revokeSessions(trx, user.id, now, 'all');
    await repo.voidEmailTokens(trx, user.id, 'every', now);
    return current;
  });
  forgetSessionsOf(ctx.db, user.id);
  ctx.log.info({ userId: user.id }, 'email change cancelled from the old address');
  return startSession(ctx, restored, 'recovery');
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
  /** Re-authentication for a new password or address: the current password … */
  current_password?: string | undefined;
  /** … or the code GET /reauthenticate mailed. */
  nonce?: string | undefined;
  data?: Record<string, unknown> | undefined;
}

/**
 * PUT /user. A new password or a new email address needs re-authentication (current password, a mailed
 * code, or a recovery session younger than RECOVERY_PASSWORD_GRACE_MS), proven once per request. A new
 * password signs out every other session of the user and voids every outstanding email link. A new email
 * address takes effect once the link sent to it is followed; the old address is told, with a link that
 * cancels the change for 72 hours (decision 212).
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
  const newEmail = input.email === undefined ? null : normaliseEmail(input.email);
  const changesEmail = newEmail !== null && newEmail !== user.email;
  if (input.password !== undefined) assertStrongPassword(input.password);
  const proof =
    input.password !== undefined || changesEmail
      ? await assertReauthenticated(
          ctx,
          who,
          input,
          input.password !== undefined ? 'Password update' : 'Email change',
        )
      : null;
  if (input.password !== undefined) {
    const same =
      proof === 'current_password'
        ? input.password === input.current_password
        : await verifyPassword(user.password_hash, input.password);
    if (same) {
      throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
    }
    const passwordHash = await hashPassword(input.password);
    user = await q.transaction().execute(async (trx) => {
      const updated = await repo.updateUser(trx, user.id, { password_hash: passwordHash, updated_at: now });
      await repo.revokeSessions(trx, user.id, now, { except: who.sessionId });
      // A recovery (or any other) link mailed before the change must not undo it.
      await repo.voidEmailTokens(trx, user.id, 'all', now);
      return updated;
    });
    forgetSessionsOf(ctx.db, user.id);
  }
  if (input.data !== undefined) {
    const stored = parseJsonColumn(z.record(z.string(), z.unknown()), user.user_metadata, {
      table: 'users',
      column: 'user_metadata',
      id: user.id,
    });
    const merged = { ...stored, ...input.data };
    user = await repo.updateUser(q, user.id, { user_metadata: metadataText(merged), updated_at: now });
  }
  if (changesEmail) {
    const taken = await repo.findUserByEmail(q, newEmail);
    const redirectTo = allowedRedirect(ctx, redirectInput) ?? `${ctx.config.appUrl}/`;
    if (taken) {
      await ctx.mailer.send(alreadyRegisteredMail(newEmail, `${ctx.config.appUrl}/`));
    } else {
      const token = await newEmailToken(ctx, user.id, 'email_change', newEmail);
      await ctx.mailer.send(emailChangeMail(newEmail, verifyLink(ctx, token, 'email_change', redirectTo)));
    }
    // Whoever holds the session may not be the owner: the owner's mailbox hears of it either way, with
    // a way back. Earlier cancel links stay valid: each restores the address it was sent to.
    const cancel = newOpaqueToken();
    await repo.insertEmailToken(q, {
      userId: user.id,
      kind: 'email_change_cancel',
      hash: tokenHash(cancel),
      newEmail: user.email,
      now,
      ttlMs: EMAIL_TOKEN_TTL.email_change_cancel,
    });
    const cancelUrl = verifyLink(ctx, cancel, 'email_change_cancel', `${ctx.config.appUrl}/reset-password`);
    await ctx.mailer.send(emailChangeNoticeMail(user.email, newEmail, cancelUrl));
  }
  return presentUser(user);
}

type Proof = 'current_password' | 'nonce' | 'recovery';

/** Throws unless the password or address change is re-authenticated; answers how. */
async function assertReauthenticated(
  ctx: AuthContext,
  who: Authenticated,
  input: UserUpdate,
  action: 'Password update' | 'Email change',
): Promise<Proof> {
  if (input.current_password !== undefined) {
    if (!(await verifyPassword(who.user.password_hash, input.current_password))) {
      throw new AuthError(400, 'current_password_mismatch', 'Current password is incorrect');
    }
    return 'current_password';
  }
  if (input.nonce !== undefined) {
    if (!(await useReauthenticationCode(ctx, who.user.id, input.nonce))) {
      throw new AuthError(400, 'reauthentication_not_valid', 'Verification code is invalid or has expired');
    }
    return 'nonce';
  }
  if (who.authMethod === 'recovery' && ctx.now() - who.sessionCreatedAt <= RECOVERY_PASSWORD_GRACE_MS) {
    return 'recovery';
  }
  throw new AuthError(
    400,
    'reauthentication_needed',
    `${action} requires reauthentication: send current_password, or the nonce from /reauthenticate`,
  );
}

/** Uses the user's mailed code; a wrong guess voids the outstanding code (one guess per mail). */
export async function useReauthenticationCode(
  ctx: AuthContext,
  userId: string,
  code: string,
): Promise<boolean> {
  const q = ctx.db.kysely;
  const now = ctx.now();
  const row = await repo.findEmailToken(q, reauthenticationHash(userId, code.trim()));
  const valid =
    row !== undefined &&
    row.user_id === userId &&
    row.kind === 'reauthentication' &&
    row.used_at === null &&
    row.expires_at > now;
  if (!valid) {
    await repo.voidEmailTokens(q, userId, 'reauthentication', now);
    return false;
  }
  return repo.useEmailToken(q, row.id, now);
}

/** GET /reauthenticate: mails a 6-digit code that a password or email change accepts as `nonce`. */
export async function reauthenticate(ctx: AuthContext, who: Authenticated): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await storeEmailToken(ctx, who.user.id, 'reauthentication', reauthenticationHash(who.user.id, code), null);
  await ctx.mailer.send(reauthenticationMail(who.user.email, code));
}

/** The user's row, for a workflow that re-checks the password (account deletion); undefined when gone. */
export const findUser = (q: Executor, id: string) => repo.findUserById(q, id);
