import type { FastifyPluginAsync } from 'fastify';
import { DATABASE_UNAVAILABLE } from '../http/errors.js';
import { DATABASE_READ_ONLY, writeReadiness } from '../db/write-check.js';
import type { Deps } from '../deps.js';
import { modelHealthCheck } from './model-check.js';

export const healthRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const modelCheck = modelHealthCheck(deps.ai);
  // Liveness: the process answers and the database answers a read. The model is reported beside it
  // but never fails the check: without it, journaling and reviews still work (issue 14).
  app.get('/health', async (_req, reply) => {
    const [dbOk, model] = await Promise.all([deps.db.ping(), modelCheck?.()]);
    return reply.status(dbOk ? 200 : 503).send({
      status: dbOk ? 'ok' : 'unavailable',
      database: deps.db.engine,
      ...(model ? { model } : {}),
    });
  });

  // Readiness: a write would succeed now. A read-only database passes /health but fails every save,
  // so a load balancer or orchestrator should route by this one (docs/operations.md).
  app.get('/health/ready', async (_req, reply) => {
    const check = await writeReadiness(deps.db);
    // A model the operator must fix (decision 197) is shown beside, in our words; it never fails readiness:
    // journaling and reviews work without it.
    const fault = deps.ai?.setup.current;
    const model = deps.ai
      ? fault
        ? { model: { setup: 'fault', fault: fault.summary, since: new Date(fault.since).toISOString() } }
        : { model: { setup: 'ok' } }
      : {};
    if (check.writable) {
      return reply.send({ status: 'ready', database: deps.db.engine, writable: true, ...model });
    }
    const detail = check.reason === 'read-only' ? DATABASE_READ_ONLY : DATABASE_UNAVAILABLE;
    return reply
      .status(503)
      .header('retry-after', '5')
      .send({ status: 'not ready', database: deps.db.engine, writable: false, detail, ...model });
  });
};
