import {
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
  type JWTVerifyOptions,
} from 'jose';
import { AUDIENCE } from './tokens.js';

/** The claims of an external Supabase Auth access token that the API relies on. */
export interface ExternalClaims {
  sub: string;
  email: string;
  sessionId: string;
  /** Epoch milliseconds, when the token says the address was confirmed. */
  emailConfirmedAt: number | undefined;
  exp: number;
}

export type ExternalProblem = 'expired' | 'invalid' | 'no-email' | 'keys-unavailable';
export type ExternalVerifyResult =
  { ok: true; claims: ExternalClaims } | { ok: false; problem: ExternalProblem };

export interface ExternalVerifierOptions {
  jwtSecret: string | undefined;
  jwksUrl: string | undefined;
  issuer: string | undefined;
}

/** Supabase's asymmetric signing keys are RSA or P-256; HS256 is the project's legacy shared secret. */
const ASYMMETRIC_ALGS = ['RS256', 'ES256'];
/** Key rotation reaches us within this time; an unknown `kid` refetches sooner (after the cooldown). */
const JWKS_CACHE_MAX_AGE_MS = 10 * 60_000;
const JWKS_TIMEOUT_MS = 5_000;
const VERIFIED_CACHE_MAX = 10_000;

/**
 * Verifies access tokens issued by an external Supabase Auth project: signature with the project's
 * secret (HS256) and/or its JWKS, audience `authenticated`, the issuer when configured, and `sub`/`exp`.
 * `alg` picks the key, and only algorithms with a configured key are allowed, so `alg: none` or an HS256
 * token "signed" with a public key is refused.
 */
export function createExternalVerifier(opts: ExternalVerifierOptions) {
  const secret = opts.jwtSecret ? new TextEncoder().encode(opts.jwtSecret) : undefined;
  const jwks = opts.jwksUrl
    ? createRemoteJWKSet(new URL(opts.jwksUrl), {
        cacheMaxAge: JWKS_CACHE_MAX_AGE_MS,
        timeoutDuration: JWKS_TIMEOUT_MS,
      })
    : undefined;
  const getKey: JWTVerifyGetKey = async (header, token) => {
    if (header.alg === 'HS256' && secret) return secret;
    if (jwks) return jwks(header, token);
    throw new joseErrors.JOSEAlgNotAllowed('no key for this algorithm');
  };
  const verifyOptions: JWTVerifyOptions = {
    algorithms: [...(secret ? ['HS256'] : []), ...(jwks ? ASYMMETRIC_ALGS : [])],
    audience: AUDIENCE,
    requiredClaims: ['sub', 'exp'],
    ...(opts.issuer ? { issuer: opts.issuer } : {}),
  };

  // As in the built-in mode (tokens.ts): a token already verified skips the signature check until it
  // expires. There is no revocation to miss: external tokens are valid until `exp` either way.
  const verified = new Map<string, ExternalClaims>();

  return async function verifyExternalToken(token: string): Promise<ExternalVerifyResult> {
    const cached = verified.get(token);
    if (cached) {
      if (cached.exp * 1000 > Date.now()) return { ok: true, claims: cached };
      verified.delete(token);
      return { ok: false, problem: 'expired' };
    }
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, getKey, verifyOptions));
    } catch (e) {
      return { ok: false, problem: problemOf(e) };
    }
    const claims = claimsOf(payload);
    if (!claims.ok) return claims;
    if (verified.size >= VERIFIED_CACHE_MAX) verified.delete(verified.keys().next().value!);
    verified.set(token, claims.claims);
    return claims;
  };
}

function problemOf(e: unknown): ExternalProblem {
  if (e instanceof joseErrors.JWTExpired) return 'expired';
  // The key server could not be reached or answered garbage: not the client's fault. jose reports a
  // non-2xx or non-JSON JWKS response as a bare JOSEError (ERR_JOSE_GENERIC), a refused connection as a
  // TypeError from fetch; everything else it throws is about the token.
  if (e instanceof joseErrors.JWKSTimeout || e instanceof joseErrors.JWKSInvalid) return 'keys-unavailable';
  if (e instanceof joseErrors.JOSEError)
    return e.code === 'ERR_JOSE_GENERIC' ? 'keys-unavailable' : 'invalid';
  return 'keys-unavailable';
}

function claimsOf(payload: JWTPayload): ExternalVerifyResult {
  const { sub, exp, email, session_id: sessionId } = payload;
  if (typeof sub !== 'string' || sub === '' || typeof exp !== 'number')
    return { ok: false, problem: 'invalid' };
  // Inkwell accounts are e-mail accounts (users.email is required): phone-only or anonymous sign-ins
  // have no address to store.
  if (typeof email !== 'string' || !email.includes('@')) return { ok: false, problem: 'no-email' };
  return {
    ok: true,
    claims: {
      sub,
      email: email.toLowerCase(),
      sessionId: typeof sessionId === 'string' ? sessionId : '',
      emailConfirmedAt: timeOf(payload.email_confirmed_at),
      exp,
    },
  };
}

/** GoTrue writes times as ISO strings; a number is taken as epoch seconds. */
function timeOf(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value * 1000;
  if (typeof value === 'string') {
    const ms = Date.parse(value);
    if (Number.isFinite(ms)) return ms;
  }
  return undefined;
}
