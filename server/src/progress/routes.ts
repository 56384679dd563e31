import { practiseRecurringBody, progressQuery } from '@inkwell/contract';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../auth/index.js';
import type { Deps } from '../deps.js';
import { exercisesContext } from '../exercises/index.js';
import { parse } from '../http/errors.js';
import { aiQuotas } from '../quotas/index.js';
import { practiseRecurring } from './practise.js';
import { progressOf } from './service.js';

/** GET /api/progress?range=4w|3m|1y|all[&time_zone=…]: the learner's own figures only. */
export const progressRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  app.get('/progress', async (req) => {
    const { range, time_zone } = parse(progressQuery, req.query);
    return progressOf(deps.db, currentUser(req).id, range, time_zone, deps.now());
  });

  /** "Practise these": a new exercise session from one of the learner's own recurring mistakes. */
  app.post('/progress/recurring/practise', async (req, reply) => {
    const { key } = parse(practiseRecurringBody, req.body);
    const info = await practiseRecurring(exercisesContext(deps), currentUser(req).id, key, aiQuotas(deps));
    return reply.status(201).send(info);
  });
};
