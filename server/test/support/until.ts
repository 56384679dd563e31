/**
 * Polls `cond` until it holds, every `everyMs`; throws after `ms`. For work that finishes in the
 * background (jobs, module generation). The limit is the test timeout's 30 s: under load an assessment
 * may take over 20 s, and a longer wait only delays a failure, it never hides one.
 */
export async function until(
  cond: () => Promise<boolean> | boolean,
  ms = 30_000,
  everyMs = 20,
): Promise<void> {
  const end = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
