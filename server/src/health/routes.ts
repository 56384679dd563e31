import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../deps.js';

export const healthRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  app.get('/health', async (_req, reply) => {
    const dbOk = await deps.db.ping();
    return reply
      .status(dbOk ? 200 : 503)
      .send({ status: dbOk ? 'ok' : 'unavailable', database: deps.db.engine });
  });
};
