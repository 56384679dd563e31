import { afterAll, describe, expect, it } from 'vitest';
import { notCheckedPast, OfflineChecker, PART_NOT_CHECKED } from './checker-client.js';

// The real checker thread (harper, hunspell). Issue 21 item 3: one learner's long text must neither
// hold another learner's check behind it nor run without a bound. Orders and counts, no timers.

const SENTENCE = 'Yesterday I has went to the market with my freind because we needed vegetables. ';
const long = (chars: number) => SENTENCE.repeat(Math.ceil(chars / SENTENCE.length)).slice(0, chars);

const checkers: OfflineChecker[] = [];
const make = (limits: ConstructorParameters<typeof OfflineChecker>[0] = {}) => {
  const c = new OfflineChecker(limits);
  checkers.push(c);
  return c;
};
afterAll(() => Promise.all(checkers.map((c) => c.close())));

// Real checks of long texts: slow on a loaded machine, so a generous time-out (nothing here is timed).
describe('the offline checker thread: fair turns and bounds (issue 21)', { timeout: 180_000 }, () => {
  it("answers B's one sentence before A's long entry that was sent first", async () => {
    const checker = make();
    await checker.warm('en');
    const done: string[] = [];
    const a = checker.check(long(10_000), 'en', { user: 'a' }).then((r) => (done.push('a'), r));
    const b = checker.check('She go to school.', 'en', { user: 'b' }).then((r) => (done.push('b'), r));
    const [ra, rb] = await Promise.all([a, b]);
    // Before: one message per text, answered in arrival order — B waited for all of A.
    expect(done).toEqual(['b', 'a']);
    expect(rb.issues.length).toBeGreaterThan(0);
    expect(ra.notes).toBeUndefined();
  });

  it('finds the same mistakes at the same offsets in parts as in one piece', async () => {
    const text = long(3_000);
    const whole = await make({ partChars: 100_000 }).check(text, 'en');
    const parted = await make({ partChars: 1_000 }).check(text, 'en');
    const key = (r: typeof whole) => r.issues.map((i) => `${i.start}-${i.end}:${i.corrected}`);
    expect(key(parted)).toEqual(key(whole));
    expect(key(whole).length).toBeGreaterThan(30);
  });

  it('checks no more than the entry limit and says so', async () => {
    const r = await make({ maxChars: 2_000 }).check(long(5_000), 'en', { user: 'a' });
    expect(r.notes).toEqual([notCheckedPast(2_000)]);
    expect(r.issues.length).toBeGreaterThan(10);
    expect(Math.max(...r.issues.map((i) => i.end))).toBeLessThanOrEqual(2_000);
  });

  it('gives up a part that overruns, restarts the thread and still answers, with a note', async () => {
    // No part (thread start and harper's loading included) is answered within 5 ms.
    const checker = make({ partTimeoutMs: 5, loadAllowanceMs: 0 });
    const first = await checker.check(long(10_000), 'en', { user: 'a' });
    expect(first).toMatchObject({ issues: [], checker: 'harper', notes: [PART_NOT_CHECKED] });
    expect(checker.starts).toBe(1);
    // The overrun thread was ended: the next check runs in a new one.
    const second = await checker.check('She go to school.', 'en', { user: 'b' });
    expect(second.notes).toEqual([PART_NOT_CHECKED]);
    expect(checker.starts).toBe(2);
  });

  it('drops the waiting parts of a cancelled check', async () => {
    const checker = make({ partChars: 500 });
    await checker.warm('en');
    const controller = new AbortController();
    const cancelled = checker.check(long(10_000), 'en', { user: 'a', signal: controller.signal });
    controller.abort();
    await expect(cancelled).rejects.toThrow();
    const after = await checker.check('She go to school.', 'en', { user: 'b' });
    expect(after.issues.length).toBeGreaterThan(0);
  });
});
