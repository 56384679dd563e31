import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MailList } from '@inkwell/contract';

// One-click unsubscribe links work signed out (decision 258): the token itself says who leaves which
// list until when, signed with a key derived from the server's JWT secret (its own purpose, so a
// token of one kind can never pass as the other).

const LISTS: readonly MailList[] = ['reminder', 'digest'];

const keyOf = (secret: string) => createHmac('sha256', secret).update('inkwell unsubscribe v1').digest();
const sign = (secret: string, body: string) => createHmac('sha256', keyOf(secret)).update(body).digest();

export function unsubscribeToken(secret: string, userId: string, list: MailList, expiresAt: number): string {
  const body = Buffer.from(JSON.stringify({ u: userId, l: list, e: expiresAt })).toString('base64url');
  return `${body}.${sign(secret, body).toString('base64url')}`;
}

/** The user and list of a valid token; null when tampered with, expired, or not a token. */
export function verifyUnsubscribeToken(
  secret: string,
  token: string,
  now: number,
): { userId: string; list: MailList } | null {
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined) return null;
  const given = Buffer.from(mac, 'base64url');
  const expected = sign(secret, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as {
      u?: unknown;
      l?: unknown;
      e?: unknown;
    };
    if (typeof claims.u !== 'string' || typeof claims.e !== 'number') return null;
    const list = LISTS.find((l) => l === claims.l);
    if (!list || claims.e < now) return null;
    return { userId: claims.u, list };
  } catch {
    return null;
  }
}
