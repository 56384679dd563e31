import { randomUUID } from 'node:crypto';
import { SignJWT, type CryptoKey } from 'jose';
import type { TestUser } from './app.js';

// A Supabase Auth project as the API sees it in AUTH_MODE=external (decision 124): its JWT secret and issuer.
export const PROJECT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const ISSUER = 'https://abcdefgh.supabase.co/auth/v1';

/** The API's environment for that project. */
export const EXTERNAL_AUTH_ENV = {
  AUTH_MODE: 'external',
  AUTH_EXTERNAL_JWT_SECRET: PROJECT_SECRET,
  AUTH_EXTERNAL_ISSUER: ISSUER,
};

export interface TokenOptions {
  sub?: string;
  email?: string | undefined;
  claims?: Record<string, unknown>;
  /** Seconds from now. */
  expiresIn?: number;
  key?: Uint8Array | CryptoKey;
  header?: { alg: string; kid?: string };
}

/** An access token shaped like Supabase Auth's (GoTrue) for a user of the project. */
export function supabaseToken(opts: TokenOptions = {}): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  const sub = opts.sub ?? randomUUID();
  const email = 'email' in opts ? opts.email : `ext-${sub}@example.com`;
  return new SignJWT({
    iss: ISSUER,
    aud: 'authenticated',
    ...(email !== undefined ? { email } : {}),
    phone: '',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: { email_verified: true },
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: iat }],
    session_id: randomUUID(),
    is_anonymous: false,
    ...opts.claims,
  })
    .setProtectedHeader({ typ: 'JWT', ...(opts.header ?? { alg: 'HS256' }) })
    .setSubject(sub)
    .setIssuedAt(iat)
    .setExpirationTime(iat + (opts.expiresIn ?? 3600))
    .sign(opts.key ?? new TextEncoder().encode(PROJECT_SECRET));
}

/** A learner of the external project, as the matrix's users: the API creates its row on first use. */
export async function createExternalUser(): Promise<TestUser> {
  const id = randomUUID();
  const email = `ext-${id}@example.com`;
  const sessionId = randomUUID();
  const token = await supabaseToken({ sub: id, email, claims: { session_id: sessionId } });
  return { id, email, sessionId, token, headers: { authorization: `Bearer ${token}` } };
}
