import type { FastifyInstance } from 'fastify';
import { runAsUnitOfWork } from '../db/oldest-first.js';

/**
 * Every request is one unit of work for the PostgreSQL connection queue (db/oldest-first.ts): its
 * statements queue by the moment the request arrived. Entered in the first hook, so the later hooks
 * (the auth check's reads), the body's parsing and the handler all run inside it (tested).
 */
export function installUnitOfWork(app: FastifyInstance): void {
  app.addHook('onRequest', (_req, _reply, done) => runAsUnitOfWork(done));
}
