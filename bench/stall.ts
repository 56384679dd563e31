import { monitorEventLoopDelay } from 'node:perf_hooks';

/** The longest event-loop stall above this is what the stall benches hold to (issue 21). */
export const STALL_TARGET_MS = 100;

/**
 * Watches the event loop while `work` runs: the longest time a 10 ms timer waited beyond its due time,
 * i.e. the longest stretch during which no other request could have been served.
 */
export async function longestStall<T>(work: () => Promise<T>): Promise<{ result: T; stallMs: number }> {
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  try {
    const result = await work();
    return { result, stallMs: h.max / 1e6 };
  } finally {
    h.disable();
  }
}

/** An idle stretch of the same process, for the same-run baseline of a stall figure. */
export async function idleStall(ms = 1000): Promise<number> {
  return (await longestStall(() => new Promise((r) => setTimeout(r, ms)))).stallMs;
}

/** A report line: the stall, its baseline, the target and the verdict. */
export function stallLine(what: string, stallMs: number, baselineMs: number): string {
  return (
    `${what}: longest event-loop stall ${stallMs.toFixed(0)} ms (same-run baseline, idle: ${baselineMs.toFixed(0)} ms; ` +
    `target ≤ ${STALL_TARGET_MS} ms) ${stallMs <= STALL_TARGET_MS ? 'OK' : 'ABOVE TARGET'}`
  );
}
