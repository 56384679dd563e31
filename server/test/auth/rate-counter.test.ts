import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { AuthError } from '../../src/auth/errors.js';
import { RateCounter } from '../../src/auth/rate-counter.js';
import { AUTH_LIMITS, EmailRateLimiter } from '../../src/auth/rate-limits.js';
import { createRuntime } from '../../src/runtime.js';
import { createTestDb, ENGINES, type TestDb } from '../support/engines.js';

describe.each(ENGINES)('auth rate limits in the database on %s', (engine) => {
  let testDb: TestDb;
  const clock = { now: 1_000_000 };
  beforeAll(async () => {
    testDb = await createTestDb(engine, { AUTH_RATE_LIMITS: 'true' });
  });
  afterAll(() => testDb.dispose());

  it('allows max attempts per window per normalised email, then 429 until the window ends', async () => {
    const limiter = new EmailRateLimiter(new RateCounter(testDb.db, () => clock.now));
    const { max, windowMs } = AUTH_LIMITS.recover.email;
    for (let i = 0; i < max; i++) await limiter.hit('recover', 'Ana@Example.com');
    const over = await limiter.hit('recover', ' ana@example.com ').catch((e: unknown) => e);
    expect(over).toBeInstanceOf(AuthError);
    expect(over).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    await limiter.hit('token', 'ana@example.com'); // other buckets count separately
    await limiter.hit('recover', 'bob@example.com');
    clock.now += windowMs;
    await expect(limiter.hit('recover', 'ana@example.com')).resolves.toBeUndefined();
  });

  it('counts concurrent attempts exactly (one row per key, incremented in the database)', async () => {
    const counter = new RateCounter(testDb.db, () => clock.now);
    const key = `k-${randomUUID()}`;
    const counts = await Promise.all(Array.from({ length: 20 }, () => counter.hit(key, 60_000)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    await counter.prune(clock.now + 60_000);
    expect((await counter.hit(key, 60_000)).count).toBe(1);
  });

  it('two API processes on one database share the limits: per IP and per email', async () => {
    // Two apps, each with its own runtime and plugin state, as two processes would have.
    const apps = await Promise.all(
      [0, 1].map(async () => {
        const app = await buildApp(createRuntime(testDb.config, testDb.db), {
          logger: false,
          serveSpa: false,
        });
        await app.ready();
        return app;
      }),
    );
    try {
      const email = `shared-${randomUUID()}@example.com`;
      const recover = (i: number, ip: string, address = email) =>
        apps[i % 2]!.inject({
          method: 'POST',
          url: '/auth/v1/recover',
          remoteAddress: ip,
          payload: { email: address },
        });
      // Per email: the budget is spent across both processes, then either answers 429.
      const perEmail = AUTH_LIMITS.recover.email.max;
      for (let i = 0; i < perEmail; i++) expect((await recover(i, `10.0.0.${i + 1}`)).statusCode).toBe(200);
      expect((await recover(0, '10.0.1.1')).statusCode).toBe(429);
      expect((await recover(1, '10.0.1.2')).statusCode).toBe(429);
      // Per IP: one client alternating between the processes gets the single-process budget, no more.
      const perIp = AUTH_LIMITS.recover.ip.max;
      const statuses: number[] = [];
      for (let i = 0; i < perIp + 2; i++)
        statuses.push((await recover(i, '10.0.2.1', `ip-${i}-${email}`)).statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(perIp);
      expect(statuses.slice(perIp)).toEqual([429, 429]);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });

  it('counts each limited route apart for one IP, as the per-route limits are meant', async () => {
    const app = await buildApp(createRuntime(testDb.config, testDb.db), { logger: false, serveSpa: false });
    await app.ready();
    try {
      const ip = '10.0.3.1';
      // Spend this IP's whole sign-up budget (the per-email budget is spread over new addresses).
      for (let i = 0; i < AUTH_LIMITS.signup.ip.max; i++) {
        const res = await app.inject({
          method: 'POST',
          url: '/auth/v1/signup',
          remoteAddress: ip,
          payload: { email: `route-${i}-${randomUUID()}@example.com`, password: 'Ink-correct-horse-9' },
        });
        expect(res.statusCode, res.body).not.toBe(429);
      }
      const signupAgain = await app.inject({
        method: 'POST',
        url: '/auth/v1/signup',
        remoteAddress: ip,
        payload: { email: `route-x-${randomUUID()}@example.com`, password: 'Ink-correct-horse-9' },
      });
      expect(signupAgain.statusCode).toBe(429);
      // The same IP's recovery budget is untouched.
      const recover = await app.inject({
        method: 'POST',
        url: '/auth/v1/recover',
        remoteAddress: ip,
        payload: { email: `route-r-${randomUUID()}@example.com` },
      });
      expect(recover.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
