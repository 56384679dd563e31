import { PermanentJobError } from '../jobs/queue.js';
import { AiCallError } from './errors.js';

/**
 * For a job's `.catch`: the AI layer has already retried with backoff, so a model that gave up fails
 * the job for good — retrying the whole job would multiply the calls. The job (and so the learner)
 * gets the plain message; the operator's detail was logged by generateStructured.
 */
export function permanentIfModelGaveUp(e: unknown): never {
  if (e instanceof AiCallError && e.kind !== 'aborted') throw new PermanentJobError(e.message);
  throw e;
}
