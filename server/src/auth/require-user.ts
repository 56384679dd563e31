import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { preparedQuery } from '../db/prepared.js';
import type { Deps } from '../deps.js';
import { HttpError } from '../http/errors.js';
import { createExternalVerifier, type ExternalProblem } from './external-tokens.js';
import { createExternalUsers } from './external-users.js';
import { sessionCacheOf } from './session-cache.js';
import { alreadyVerifiedClaims, verifyAccessToken, type AccessClaims } from './tokens.js';

export interface AuthUser {
  id: string;
  email: string;
  /** The auth session; in external mode the token's `session_id` claim ('' when it has none). */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    authUser?: AuthUser;
  }
}

const sessionState = preparedQuery(
  (k, sessionId, userId) =>
    k
      .selectFrom('auth_sessions')
      .select(['revoked_at'])
      .where('id', '=', sessionId)
      .where('user_id', '=', userId),
  // A snapshot taken now: the turn's shared one may predate a revocation another process committed.
  { fresh: true },
);

/** The product API's authentication hook for the configured AUTH_MODE. */
export function productAuth(deps: Pick<Deps, 'config' | 'db' | 'now'>) {
  const { auth } = deps.config;
  return auth.mode === 'external'
    ? externalBearerAuth(deps.db, auth, deps.now)
    : bearerAuth(deps.db, deps.config.jwtSecret, deps.now);
}

function bearerToken(req: FastifyRequest): string {
  const header = req.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) throw new HttpError(401, 'Missing bearer token');
  return match[1];
}

/**
 * onRequest hook for the product API: a valid bearer access token whose session is still live.
 * A signed-out or revoked session is refused even while its JWT has not expired: at once in the
 * process that revoked it, within SESSION_CACHE_TTL_MS in any other (auth/session-cache.ts).
 * A callback hook: a learner's next requests, whose token and session were checked moments ago, pass
 * without a promise (decision 326); the first, and any after the session's TTL, take the checks.
 */
export function bearerAuth(db: Db, secret: string, now: () => number = Date.now) {
  const sessions = sessionCacheOf(db, now);
  async function check(req: FastifyRequest, token: string): Promise<void> {
    const result = await verifyAccessToken(token, secret);
    if (!result.ok)
      throw new HttpError(401, result.problem === 'expired' ? 'JWT has expired' : 'Invalid JWT');
    const { session_id: sessionId, sub } = result.claims;
    const live = await sessions.isLive(sessionId, sub, async () => {
      const [session] = await sessionState(db, sessionId, sub);
      return !!session && session.revoked_at === null;
    });
    if (!live) throw new HttpError(401, 'Session not found or signed out');
    req.authUser = authUserOf(result.claims);
  }
  return (req: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void): void => {
    let token: string;
    try {
      token = bearerToken(req);
    } catch (err) {
      return done(err as Error);
    }
    const claims = alreadyVerifiedClaims(token, secret);
    if (claims && sessions.knownLive(claims.session_id, claims.sub)) {
      req.authUser = authUserOf(claims);
      return done();
    }
    check(req, token).then(() => done(), done);
  };
}

const authUserOf = (claims: AccessClaims): AuthUser => ({
  id: claims.sub,
  email: claims.email,
  sessionId: claims.session_id,
});

const EXTERNAL_PROBLEMS: Record<ExternalProblem, [status: number, detail: string]> = {
  expired: [401, 'JWT has expired'],
  invalid: [401, 'Invalid JWT'],
  'no-email': [401, 'JWT has no email claim: Inkwell accounts need an e-mail address'],
  // The project's JWKS could not be fetched: an outage there, not a bad token (the client keeps its session).
  'keys-unavailable': [503, 'The auth service keys could not be fetched, try again shortly'],
};

/**
 * onRequest hook in external mode (docs/decisions/124-external-auth.md): a token of the external
 * Supabase Auth project. Sessions live there, so there is no session row to check: a signed-out
 * token stays valid until it expires. The user's `users` row is created on their first request.
 */
export function externalBearerAuth(
  db: Db,
  opts: { jwtSecret: string | undefined; jwksUrl: string | undefined; issuer: string | undefined },
  now: () => number,
) {
  const verify = createExternalVerifier(opts);
  const ensureUser = createExternalUsers(db, now);
  return async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const result = await verify(bearerToken(req));
    if (!result.ok) {
      const [status, detail] = EXTERNAL_PROBLEMS[result.problem];
      if (status === 503) reply.header('retry-after', '5');
      throw new HttpError(status, detail);
    }
    await ensureUser(result.claims);
    req.authUser = { id: result.claims.sub, email: result.claims.email, sessionId: result.claims.sessionId };
  };
}

/** The signed-in user of a product API request (bearerAuth has run). */
export function currentUser(req: FastifyRequest): AuthUser {
  if (!req.authUser) throw new HttpError(401, 'Not signed in');
  return req.authUser;
}
