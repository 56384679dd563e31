import { correctionStateRequest, correctionStatesBulkRequest } from '@inkwell/contract';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../auth/index.js';
import type { Deps } from '../deps.js';
import { parse } from '../http/errors.js';
import { idParams } from '../http/params.js';
import { aiQuotas } from '../quotas/index.js';
import * as service from './service.js';

export const assessmentRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps;

  app.post('/documents/journal/:id/assess', async (req, reply) => {
    const { id } = parse(idParams, req.params);
    const quotas = aiQuotas(deps);
    const state = await service.requestAssessment(db, deps.jobs, quotas, currentUser(req).id, id, deps.now());
    return reply.status(202).send(state);
  });

  app.post('/documents/journal/:id/assess/cancel', async (req) => {
    const { id } = parse(idParams, req.params);
    return service.cancelAssessment(db, deps.jobs, currentUser(req).id, id, deps.now());
  });

  app.get('/documents/journal/:id/assessment', async (req) => {
    const { id } = parse(idParams, req.params);
    return service.getAssessment(db, currentUser(req).id, id);
  });

  app.get('/documents/journal/:id/correction-states', async (req) => {
    const { id } = parse(idParams, req.params);
    return service.correctionStates(db, currentUser(req).id, id);
  });

  app.post('/documents/journal/:id/correction-state', async (req) => {
    const { id } = parse(idParams, req.params);
    const body = parse(correctionStateRequest, req.body);
    return service.saveCorrectionStates(db, currentUser(req).id, id, [body], deps.now());
  });

  app.post('/documents/journal/:id/correction-states/bulk', async (req) => {
    const { id } = parse(idParams, req.params);
    const { states } = parse(correctionStatesBulkRequest, req.body);
    const list = Object.entries(states).map(([correction_id, s]) => ({ correction_id, ...s }));
    return service.saveCorrectionStates(db, currentUser(req).id, id, list, deps.now());
  });
};
