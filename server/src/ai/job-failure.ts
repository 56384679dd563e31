import { PermanentJobError } from '../jobs/queue.js';
import { AiCallError } from './errors.js';

/**
 * For a job's `.catch`: the AI layer has already retried with backoff, so a model that gave up fails
 * the job for good with its readable reason — retrying the whole job would multiply the calls.
 */
export function permanentIfModelGaveUp(e: unknown): never {
  if (e instanceof AiCallError && e.kind !== 'aborted') throw new PermanentJobError(e.reason);
  throw e;
}
