import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 3600;
export const AUDIENCE = 'authenticated';

export interface AccessClaims {
  sub: string;
  email: string;
  session_id: string;
  role: string;
  aud: string;
  exp: number;
  iat: number;
}

const keyCache = new Map<string, Uint8Array>();
const keyOf = (secret: string) => {
  let key = keyCache.get(secret);
  if (!key) keyCache.set(secret, (key = new TextEncoder().encode(secret)));
  return key;
};

export async function signAccessToken(
  input: { userId: string; email: string; sessionId: string },
  secret: string,
  issuer: string,
  now = Date.now(),
): Promise<{ token: string; expiresAt: number }> {
  const iat = Math.floor(now / 1000);
  const exp = iat + ACCESS_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({ email: input.email, session_id: input.sessionId, role: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(input.userId)
    .setAudience(AUDIENCE)
    .setIssuer(issuer)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(keyOf(secret));
  return { token, expiresAt: exp };
}

export type TokenProblem = 'expired' | 'invalid';

/** Verifies signature (HS256 only: `alg: none` and other algorithms are refused), audience and expiry. */
/**
 * Tokens whose signature was already checked, so a learner's repeated requests skip the WebCrypto
 * verify (which runs on libuv's thread pool and, under load, leaves the event loop waiting). Keyed by
 * the exact token string and the secret; expiry is still checked on every use. Bounded, oldest first out.
 */
const VERIFIED_CACHE_MAX = 10_000;
const verified = new Map<string, { secret: string; claims: AccessClaims }>();

/** The claims of a token already verified with this secret and not expired; undefined otherwise. */
export function alreadyVerifiedClaims(token: string, secret: string): AccessClaims | undefined {
  const cached = verified.get(token);
  if (cached && cached.secret === secret && cached.claims.exp * 1000 > Date.now()) return cached.claims;
  return undefined;
}

export async function verifyAccessToken(
  token: string,
  secret: string,
): Promise<{ ok: true; claims: AccessClaims } | { ok: false; problem: TokenProblem }> {
  const cached = verified.get(token);
  if (cached && cached.secret === secret) {
    if (cached.claims.exp * 1000 > Date.now()) return { ok: true, claims: cached.claims };
    verified.delete(token);
    return { ok: false, problem: 'expired' };
  }
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'], audience: AUDIENCE });
    if (typeof payload.sub !== 'string' || typeof payload.session_id !== 'string') {
      return { ok: false, problem: 'invalid' };
    }
    const claims = payload as unknown as AccessClaims;
    if (verified.size >= VERIFIED_CACHE_MAX) verified.delete(verified.keys().next().value!);
    verified.set(token, { secret, claims });
    return { ok: true, claims };
  } catch (e) {
    return { ok: false, problem: e instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
  }
}
