import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Interactive work (an assessment a learner waits for) goes before background work (exercise modules)
 * wherever the two meet: the job poll and the model's call limiter. The runner runs each handler in
 * its queue's lane; code deep in a handler (the model limiter) reads it here rather than having it
 * passed down through every call.
 */
export type Lane = 'interactive' | 'background';

const lane = new AsyncLocalStorage<Lane>();

export const runInLane = <T>(which: Lane, fn: () => T): T => lane.run(which, fn);

/** The lane of the job this code runs for; background outside any job. */
export const currentLane = (): Lane => lane.getStore() ?? 'background';
