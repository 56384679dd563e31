/** A poll's probe: a value (or true) once the awaited state holds; false (or nothing) until then. */
type NotYet = false | null | undefined;
export type Probe<T> = () => T | NotYet | Promise<T | NotYet>;

/**
 * Polls `probe` until it answers a truthy value, every `everyMs`, and returns that answer;
 * throws after `ms`, naming `what` when given. For work that finishes in the background (jobs, module
 * generation, a restarted database). The default limit is the server tests' 30 s timeout: under load
 * an assessment may take over 20 s, and a longer wait only delays a failure, it never hides one.
 */
export function until<T>(probe: Probe<T>, ms?: number, everyMs?: number): Promise<T>;
export function until<T>(what: string, probe: Probe<T>, ms?: number, everyMs?: number): Promise<T>;
export async function until<T>(...args: [Probe<T>, number?, number?] | [string, Probe<T>, number?, number?]) {
  const [what, probe, ms = 30_000, everyMs = 20] =
    typeof args[0] === 'string'
      ? (args as [string, Probe<T>, number?, number?])
      : (['a condition', ...args] as [string, Probe<T>, number?, number?]);
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
