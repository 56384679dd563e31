import { describe, expect, it } from 'vitest';
import { AuthError } from './errors.js';
import { AUTH_LIMITS, EmailRateLimiter } from './rate-limits.js';

describe('per-email rate limiter', () => {
  it('allows max attempts per window per normalised email, then 429 until the window ends', () => {
    const clock = { now: 1_000_000 };
    const limiter = new EmailRateLimiter(() => clock.now);
    const { max, windowMs } = AUTH_LIMITS.recover.email;
    for (let i = 0; i < max; i++) limiter.hit('recover', 'Ana@Example.com');
    let thrown: unknown;
    try {
      limiter.hit('recover', ' ana@example.com ');
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(AuthError);
    expect(thrown).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    limiter.hit('token', 'ana@example.com'); // other buckets count separately
    limiter.hit('recover', 'bob@example.com');
    clock.now += windowMs;
    expect(() => limiter.hit('recover', 'ana@example.com')).not.toThrow();
  });
});
