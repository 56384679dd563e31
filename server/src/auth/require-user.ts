import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { preparedQuery } from '../db/prepared.js';
import { HttpError } from '../http/errors.js';
import { verifyAccessToken } from './tokens.js';

export interface AuthUser {
  id: string;
  email: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    authUser?: AuthUser;
  }
}

const sessionState = preparedQuery((k, sessionId, userId) =>
  k
    .selectFrom('auth_sessions')
    .select(['revoked_at'])
    .where('id', '=', sessionId)
    .where('user_id', '=', userId),
);

/**
 * onRequest hook for the product API: a valid bearer access token whose session is still live.
 * A signed-out or revoked session is refused even while its JWT has not expired.
 */
export function bearerAuth(db: Db, secret: string) {
  return async (req: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const header = req.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw new HttpError(401, 'Missing bearer token');
    const result = await verifyAccessToken(match[1], secret);
    if (!result.ok)
      throw new HttpError(401, result.problem === 'expired' ? 'JWT has expired' : 'Invalid JWT');
    const [session] = await sessionState(db, result.claims.session_id, result.claims.sub);
    if (!session || session.revoked_at !== null) throw new HttpError(401, 'Session not found or signed out');
    req.authUser = { id: result.claims.sub, email: result.claims.email, sessionId: result.claims.session_id };
  };
}

/** The signed-in user of a product API request (bearerAuth has run). */
export function currentUser(req: FastifyRequest): AuthUser {
  if (!req.authUser) throw new HttpError(401, 'Not signed in');
  return req.authUser;
}
