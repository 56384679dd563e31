import { describe, expect, it } from 'vitest';
import { SESSION_CACHE_MAX, SESSION_CACHE_TTL_MS, SessionCache } from './session-cache.js';

describe('SessionCache', () => {
  const live = () => Promise.resolve(true);

  it('asks the database again once the TTL has passed, and never remembers a refusal', async () => {
    const clock = { now: 1_000 };
    const cache = new SessionCache(() => clock.now);
    let asked = 0;
    const check = (answer: boolean) => () => (asked++, Promise.resolve(answer));
    expect(await cache.isLive('s', 'u', check(true))).toBe(true);
    expect(await cache.isLive('s', 'u', check(false))).toBe(true);
    expect(asked).toBe(1);
    clock.now += SESSION_CACHE_TTL_MS;
    expect(await cache.isLive('s', 'u', check(false))).toBe(false);
    expect(await cache.isLive('s', 'u', check(false))).toBe(false);
    expect(asked).toBe(3);
  });

  it('does not trust a remembered session for another user id', async () => {
    const cache = new SessionCache(() => 0);
    await cache.isLive('s', 'u', live);
    expect(await cache.isLive('s', 'someone else', () => Promise.resolve(false))).toBe(false);
  });

  it('forgets a user’s sessions, and does not store a check that began before the revocation', async () => {
    const cache = new SessionCache(() => 0);
    await cache.isLive('a', 'u', live);
    cache.forgetUser('u');
    expect(await cache.isLive('a', 'u', () => Promise.resolve(false))).toBe(false);
    // A check reads the row as live, the revocation commits and is announced before the check answers.
    let answer!: (ok: boolean) => void;
    const racing = cache.isLive('b', 'u', () => new Promise<boolean>((resolve) => (answer = resolve)));
    cache.forgetUser('u');
    answer(true);
    expect(await racing).toBe(true);
    expect(await cache.isLive('b', 'u', () => Promise.resolve(false))).toBe(false);
  });

  it('keeps at most SESSION_CACHE_MAX sessions, dropping the oldest first', async () => {
    const cache = new SessionCache(() => 0);
    for (let i = 0; i <= SESSION_CACHE_MAX; i++) await cache.isLive(`s${i}`, 'u', live);
    expect(cache.size).toBe(SESSION_CACHE_MAX);
    expect(await cache.isLive('s0', 'u', () => Promise.resolve(false))).toBe(false);
    expect(await cache.isLive(`s${SESSION_CACHE_MAX}`, 'u', () => Promise.resolve(false))).toBe(true);
  });
});
