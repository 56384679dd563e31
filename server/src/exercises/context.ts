import type { Deps } from '../deps.js';
import { aiQuotas } from '../quotas/index.js';
import { modelGenerator, offlineGenerator } from './generator.js';
import type { ExercisesContext } from './service.js';

/** The exercises domain's view of the server: the configured model if any, else the offline generator. */
export const exercisesContext = (deps: Deps): ExercisesContext => ({
  db: deps.db,
  jobs: deps.jobs,
  now: deps.now,
  generator: deps.ai ? modelGenerator(deps.ai) : offlineGenerator,
  quotas: aiQuotas(deps),
});
