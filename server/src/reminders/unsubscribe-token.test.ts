import { describe, expect, it } from 'vitest';
import { unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.js';

const secret = 'a'.repeat(64);
const now = Date.UTC(2026, 10, 27);

describe('unsubscribe tokens', () => {
  it('names the user and the one list they were made for', () => {
    const t = unsubscribeToken(secret, 'user-a', 'digest', now + 1000);
    expect(verifyUnsubscribeToken(secret, t, now)).toEqual({ userId: 'user-a', list: 'digest' });
  });

  it('refuses a token re-signed for another list or user, tampered with, or under another secret', () => {
    const t = unsubscribeToken(secret, 'user-a', 'reminder', now + 1000);
    const [body, mac] = t.split('.');
    const other = (claims: object) => `${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${mac}`;
    expect(
      verifyUnsubscribeToken(secret, other({ u: 'user-a', l: 'digest', e: now + 1000 }), now),
    ).toBeNull();
    expect(
      verifyUnsubscribeToken(secret, other({ u: 'user-b', l: 'reminder', e: now + 1000 }), now),
    ).toBeNull();
    expect(verifyUnsubscribeToken(secret, `${body}.${mac!.slice(0, -2)}AA`, now)).toBeNull();
    expect(verifyUnsubscribeToken('b'.repeat(64), t, now)).toBeNull();
    expect(verifyUnsubscribeToken(secret, 'not-a-token', now)).toBeNull();
    expect(verifyUnsubscribeToken(secret, `${t}.x`, now)).toBeNull();
  });

  it('refuses an expired token', () => {
    const t = unsubscribeToken(secret, 'user-a', 'reminder', now - 1);
    expect(verifyUnsubscribeToken(secret, t, now)).toBeNull();
  });
});
