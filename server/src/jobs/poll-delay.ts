/**
 * An idle queue is polled less and less often, up to this many poll intervals apart (decision 310): an
 * API process's steady claims (a statement per queue per poll) cost its requests CPU and a pool
 * connection while there is nothing to run. A job this process enqueues wakes it at once (`kick`);
 * one enqueued by another process, or one whose delay ran out, starts at most `idlePollMaxMs` later.
 */
export const IDLE_BACKOFF_FACTOR = 4;

/** The wait before the next poll: back to `pollMs` once work was found, else doubled up to the cap. */
export function nextPollDelay(
  previous: number,
  busy: boolean,
  { pollMs, idlePollMaxMs }: { pollMs: number; idlePollMaxMs: number },
): number {
  if (busy) return pollMs;
  return Math.min(Math.max(pollMs, idlePollMaxMs), Math.max(pollMs, previous * 2));
}
