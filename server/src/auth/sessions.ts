import type { FastifyRequest } from 'fastify';
import { AuthError } from './errors.js';
import { burnPasswordCheck, verifyPassword } from './passwords.js';
import type { IssuedSession } from './present.js';
import { newOpaqueToken, openWith, sealWith, tokenHash } from './opaque-tokens.js';
import * as repo from './repo.js';
import { forgetSessionsOf } from './session-cache.js';
import { signAccessToken, verifyAccessToken } from './tokens.js';
import { issuerOf, normaliseEmail, type AuthContext } from './context.js';
import type { SessionAuthMethod } from './tables.js';

const invalidCredentials = () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
const refreshNotFound = () =>
  new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');

async function accessTokenFor(ctx: AuthContext, user: repo.UserRow, sessionId: string) {
  return signAccessToken(
    { userId: user.id, email: user.email, sessionId },
    ctx.config.jwtSecret,
    issuerOf(ctx),
    ctx.now(),
  );
}

/** Opens a new session for a user: a first refresh token and an access token. */
export async function startSession(
  ctx: AuthContext,
  user: repo.UserRow,
  authMethod: SessionAuthMethod = 'password',
): Promise<IssuedSession> {
  const now = ctx.now();
  const refreshToken = newOpaqueToken();
  const signedIn = await ctx.db.kysely.transaction().execute(async (trx) => {
    const sessionId = await repo.insertSession(trx, user.id, now, authMethod);
    await repo.insertRefreshToken(trx, { sessionId, hash: tokenHash(refreshToken), parentId: null, now });
    const updated = await repo.updateUser(trx, user.id, { last_sign_in_at: now, updated_at: now });
    return { sessionId, user: updated };
  });
  const access = await accessTokenFor(ctx, signedIn.user, signedIn.sessionId);
  return { accessToken: access.token, expiresAt: access.expiresAt, refreshToken, user: signedIn.user };
}

export async function signInWithPassword(ctx: AuthContext, emailInput: string, password: string) {
  const email = normaliseEmail(emailInput);
  await ctx.emailLimits?.hit('token', email);
  const user = await repo.findUserByEmail(ctx.db.kysely, email);
  if (!user) {
    await burnPasswordCheck(password); // same work as a real check: timing does not reveal the account
    throw invalidCredentials();
  }
  if (!(await verifyPassword(user.password_hash, password, 'sign-in'))) throw invalidCredentials();
  if (user.email_confirmed_at === null)
    throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  return startSession(ctx, user);
}

/**
 * Rotates a refresh token. The current token yields a new one; replaying the immediate parent of the
 * current token yields the current token again (a client that lost the answer of its last refresh);
 * any older token is treated as stolen and revokes the whole session.
 */
export async function refreshSession(ctx: AuthContext, presented: string): Promise<IssuedSession> {
  const q = ctx.db.kysely;
  let row = await repo.findRefreshToken(q, tokenHash(presented));
  if (!row) throw refreshNotFound();
  const session = await repo.findSession(q, row.session_id);
  if (!session || session.revoked_at !== null) throw refreshNotFound();
  const user = await repo.findUserById(q, session.user_id);
  if (!user) throw refreshNotFound();
  const now = ctx.now();

  if (row.revoked === 0) {
    const next = newOpaqueToken();
    const current = row;
    const rotated = await q.transaction().execute(async (trx) => {
      if (!(await repo.retireRefreshToken(trx, current.id, sealWith(presented, next)))) return false;
      await repo.insertRefreshToken(trx, {
        sessionId: session.id,
        hash: tokenHash(next),
        parentId: current.id,
        now,
      });
      await repo.touchSession(trx, session.id, now);
      return true;
    });
    if (rotated) return { ...(await issueAccess(ctx, user, session.id)), refreshToken: next };
    row = (await repo.findRefreshToken(q, tokenHash(presented)))!; // a concurrent refresh won: now a parent
  }

  const current = await repo.findCurrentRefreshToken(q, session.id);
  if (current && current.parent_id === row.id && row.child_token_enc) {
    const child = openWith(presented, row.child_token_enc);
    if (child && tokenHash(child) === current.token_hash) {
      return { ...(await issueAccess(ctx, user, session.id)), refreshToken: child };
    }
  }
  await q.transaction().execute(async (trx) => {
    await repo.revokeSessions(trx, user.id, now, { only: session.id });
    await repo.revokeRefreshTokensOfSession(trx, session.id);
  });
  forgetSessionsOf(ctx.db, user.id);
  throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
}

async function issueAccess(ctx: AuthContext, user: repo.UserRow, sessionId: string) {
  const access = await accessTokenFor(ctx, user, sessionId);
  return { accessToken: access.token, expiresAt: access.expiresAt, user };
}

export interface Authenticated {
  user: repo.UserRow;
  sessionId: string;
  /** How and when the session was opened (a fresh recovery session may set a password without the old one). */
  authMethod: SessionAuthMethod;
  sessionCreatedAt: number;
}

/** The caller of /auth/v1/user and /logout: a valid access token of a live session. */
export async function authenticate(ctx: AuthContext, req: FastifyRequest): Promise<Authenticated> {
  const header = req.headers.authorization;
  if (!header) throw new AuthError(401, 'no_authorization', 'This endpoint requires a Bearer token');
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new AuthError(401, 'bad_jwt', 'invalid JWT: expected a Bearer token');
  const result = await verifyAccessToken(match[1], ctx.config.jwtSecret);
  if (!result.ok) {
    const why = result.problem === 'expired' ? 'token has expired' : 'unable to parse or verify signature';
    throw new AuthError(401, 'bad_jwt', `invalid JWT: ${why}`);
  }
  const { sub, session_id: sessionId } = result.claims;
  const session = await repo.findSession(ctx.db.kysely, sessionId);
  const user = session && session.user_id === sub ? await repo.findUserById(ctx.db.kysely, sub) : undefined;
  if (!session || session.revoked_at !== null || !user) {
    throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  return { user, sessionId, authMethod: session.auth_method, sessionCreatedAt: session.created_at };
}

export type LogoutScope = 'global' | 'local' | 'others';

export async function logout(ctx: AuthContext, who: Authenticated, scope: LogoutScope): Promise<void> {
  const which =
    scope === 'global' ? 'all' : scope === 'local' ? { only: who.sessionId } : { except: who.sessionId };
  await repo.revokeSessions(ctx.db.kysely, who.user.id, ctx.now(), which);
  forgetSessionsOf(ctx.db, who.user.id);
}
