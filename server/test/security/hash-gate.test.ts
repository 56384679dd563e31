import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HashGate } from '../../src/auth/hash-gate.js';
import { hashGate } from '../../src/auth/passwords.js';
import { newEmail, PASSWORD, signedUpClient, startAuthServer, type AuthServer } from '../auth/support.js';

/** A job the test finishes by hand. */
function heldJob(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    finish,
    work: async () => {
      log.push(`start ${name}`);
      await done;
    },
  };
}

describe('the password hash gate', () => {
  it('runs at most `slots` at once, lets sign-ins overtake queued work, refuses past the queue bound', async () => {
    const gate = new HashGate({ slots: 1, maxQueued: { 'sign-in': 1, other: 2 }, maxWaitMs: 60_000 });
    const log: string[] = [];
    const jobs = ['a', 'b', 'c', 's'].map((n) => heldJob(log, n));
    const [a, b, c, s] = jobs as [ReturnType<typeof heldJob>, ...ReturnType<typeof heldJob>[]];
    const runs = [gate.run('other', a.work), gate.run('other', b!.work), gate.run('other', c!.work)];
    const signIn = gate.run('sign-in', s!.work);
    await expect(gate.run('other', async () => 'too many')).rejects.toMatchObject({
      status: 429,
      code: 'over_request_rate_limit',
    });
    await expect(gate.run('sign-in', async () => 'too many')).rejects.toMatchObject({ status: 429 });
    expect(gate.snapshot()).toMatchObject({ running: 1, queued: { 'sign-in': 1, other: 2 } });

    for (const job of [a, s!, b!, c!]) {
      await new Promise((r) => setImmediate(r));
      job.finish();
    }
    await Promise.all([...runs, signIn]);
    expect(log).toEqual(['start a', 'start s', 'start b', 'start c']);
    expect(gate.snapshot()).toMatchObject({ running: 0, queued: { 'sign-in': 0, other: 0 } });
  });

  it('bounds the wait: a waiter that gets no slot in time is refused, and the queue forgets it', async () => {
    const gate = new HashGate({ slots: 1, maxQueued: { 'sign-in': 4, other: 4 }, maxWaitMs: 30 });
    const held = heldJob([], 'held');
    const running = gate.run('other', held.work);
    await expect(gate.run('other', async () => 1)).rejects.toMatchObject({ status: 429 });
    expect(gate.snapshot().queued.other).toBe(0);
    held.finish();
    await running;
    expect(await gate.run('other', async () => 2)).toBe(2);
  });
});

describe('a flood of password changes does not starve sign-ins (SQLite)', () => {
  let server: AuthServer;
  beforeAll(async () => {
    server = await startAuthServer('sqlite'); // rate limits off: one flood reaches the hashing
  });
  afterAll(() => server.dispose());

  it('a sign-in is served ahead of the queued hashing, and the flood past the bound gets 429', async () => {
    const { session } = await signedUpClient(server);
    const { email } = await signedUpClient(server, newEmail());
    const change = (i: number) =>
      fetch(`${server.origin}/auth/v1/user`, {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${session.access_token}`,
          'content-type': 'application/json',
          'x-supabase-api-version': '2024-01-01',
        },
        body: JSON.stringify({ password: `flood passphrase ${i}`, current_password: 'a wrong guess' }),
      });
    const flood = Array.from({ length: 60 }, (_, i) => change(i));
    // Wait until the flood fills the queue of non-sign-in work.
    for (let i = 0; i < 500 && hashGate.snapshot().queued.other < 8; i++) {
      await new Promise((r) => setTimeout(r, 5));
    }
    const queuedAhead = hashGate.snapshot().queued.other;
    expect(queuedAhead).toBeGreaterThanOrEqual(8);
    const doneBefore = hashGate.done.other;

    const signIn = await server.client().signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
    // The sign-in waited for at most the hashes already running, not for the queue it arrived behind.
    expect(hashGate.done.other - doneBefore).toBeLessThan(queuedAhead);

    const statuses = await Promise.all(flood.map(async (r) => (await r).status));
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0); // the bound refused the excess
    expect(statuses.every((s) => s === 429 || s === 400)).toBe(true);
  });
});
