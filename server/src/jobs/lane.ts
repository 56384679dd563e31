/**
 * Interactive work (an assessment a learner waits for) goes before background work (exercise modules)
 * wherever the two meet: the job poll and the model's call limiter. The lane travels with the job's
 * abort signal, which its handler already passes down to every model call (decision 328). Not an
 * AsyncLocalStorage: on Node 20 its promise hooks, once a job had run, cost every request of the
 * process 15–25 % of its throughput (GET /api/auth/me measured with and without).
 */
export type Lane = 'interactive' | 'background';

const lanes = new WeakMap<AbortSignal, Lane>();

/** Marks the signal of a job the runner starts with that job's lane. */
export const enterLane = (signal: AbortSignal, which: Lane): void => void lanes.set(signal, which);

/** The lane of the job whose signal this is; background for any other signal, or none. */
export const laneOf = (signal: AbortSignal | undefined): Lane =>
  (signal && lanes.get(signal)) ?? 'background';
