import { randomUUID } from 'node:crypto';
import { AuthClient, type GoTrueClient } from '@supabase/auth-js';
import type { Engine } from '../../src/db/database.js';
import type { ParsedMail } from '../../src/mail/eml.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { outboxMails } from '../support/outbox.js';

export interface AuthServer extends TestApp {
  /** http://127.0.0.1:<port> of the listening server. */
  origin: string;
  /** A fresh auth-js client with in-memory storage and no background refresh. */
  client(): GoTrueClient;
  /** Mails sent to `email` so far, oldest first. */
  mailsTo(email: string): Mail[];
  /** Waits for the n-th mail (1-based) to `email`; recovery mail is sent in the background. */
  waitForMail(email: string, n?: number): Promise<Mail>;
  /** Turns a link of a mail (built on APP_URL) into the same path on the test server. */
  local(link: string): string;
  /** GET /api/auth/me over HTTP with `token` as the bearer: whether the product API accepts it. */
  me(token: string): Promise<Response>;
}

export interface Mail extends ParsedMail {
  links: string[];
}

/** A test app listening on 127.0.0.1 (auth-js needs real HTTP); rate limits off unless env turns them on. */
export async function startAuthServer(engine: Engine, env: Record<string, string> = {}): Promise<AuthServer> {
  const t = await createTestApp(engine, { AUTH_RATE_LIMITS: 'false', ...env });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const origin = address.replace('localhost', '127.0.0.1');
  const mailsTo = (email: string): Mail[] =>
    outboxMails(t)
      .filter((m) => m.to.toLowerCase().includes(email.toLowerCase()))
      .map((m) => ({ ...m, links: [...m.text.matchAll(/https?:\/\/\S+/g)].map((x) => x[0]) }));
  return {
    ...t,
    origin,
    client: () => {
      const store = new Map<string, string>();
      return new AuthClient({
        url: `${origin}/auth/v1`,
        autoRefreshToken: false,
        persistSession: true,
        detectSessionInUrl: false,
        storageKey: `test-${randomUUID()}`,
        storage: {
          getItem: (k) => store.get(k) ?? null,
          setItem: (k, v) => void store.set(k, v),
          removeItem: (k) => void store.delete(k),
        },
      });
    },
    mailsTo,
    async waitForMail(email, n = 1) {
      for (let i = 0; i < 250; i++) {
        const mails = mailsTo(email);
        if (mails.length >= n) return mails[n - 1]!;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`mail #${n} to ${email} did not arrive`);
    },
    local(link) {
      const url = new URL(link);
      return `${origin}${url.pathname}${url.search}`;
    },
    me: (token) => fetch(`${origin}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } }),
  };
}

export const newEmail = () => `a-${randomUUID().slice(0, 12)}@example.com`;
export const PASSWORD = 'correct horse battery';

/** The token_hash of the newest sign-up mail to `email`. */
export function signupTokenOf(server: AuthServer, email: string): string {
  const mail = server.mailsTo(email).at(-1);
  const link = mail?.links.find((l) => l.includes('/auth/callback?'));
  if (!link) throw new Error(`no sign-up link mailed to ${email}`);
  return new URL(link).searchParams.get('token_hash')!;
}

/** Signs up and confirms through auth-js; returns the signed-in client. */
export async function signedUpClient(server: AuthServer, email = newEmail(), password = PASSWORD) {
  const client = server.client();
  const { error } = await client.signUp({ email, password });
  if (error) throw error;
  const verified = await client.verifyOtp({ token_hash: signupTokenOf(server, email), type: 'signup' });
  if (verified.error) throw verified.error;
  return { client, email, password, session: verified.data.session! };
}

/** POSTs a JSON body to the auth API (`/auth/v1<path>`) as auth-js would, without a client. */
export const postAuth = (server: AuthServer, path: string, body: unknown) =>
  fetch(`${server.origin}/auth/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
    body: JSON.stringify(body),
  });

/** The shape of a JSON value: its keys and value types, recursively, without the values. */
export function jsonShape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(jsonShape);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .map(([k, v]) => [k, jsonShape(v)])
        .sort(),
    );
  }
  return value === null ? 'null' : typeof value;
}
