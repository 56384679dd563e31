import { answerBody, createSessionBody, progressBody, sessionListQuery } from '@inkwell/contract';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../auth/index.js';
import type { Deps } from '../deps.js';
import { parse } from '../http/errors.js';
import { idParams, pathIds } from '../http/params.js';
import { aiQuotas } from '../quotas/index.js';
import { getProfile } from '../profile/index.js';
import { completeSession } from './completion.js';
import { exercisesContext } from './context.js';
import { createSessionFromDeck } from './deck-sessions.js';
import { regenerateSession } from './regenerate.js';
import * as service from './service.js';

const journalParams = pathIds('journal_id');

export const exerciseRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const ctx = exercisesContext(deps);

  app.get('/exercises/user/sessions', async (req) => {
    const { limit } = parse(sessionListQuery, req.query);
    return service.listSessions(ctx, currentUser(req).id, limit);
  });

  app.post('/exercises/sessions', async (req, reply) => {
    const body = parse(createSessionBody, req.body);
    const user = currentUser(req);
    const profile = await getProfile(deps.db, user.id);
    const id = await createSessionFromDeck(
      ctx,
      user.id,
      body,
      {
        nativeLanguage: profile?.native_language ?? null,
        interfaceLanguage: profile?.interface_language ?? null,
        level: null,
        variety: profile?.variety ?? null,
        gender: profile?.gender ?? null,
      },
      aiQuotas(deps),
    );
    return reply.status(201).send(await service.sessionStatus(ctx, user.id, id));
  });

  app.get('/exercises/sessions/by-journal/:journal_id', async (req) => {
    const { journal_id } = parse(journalParams, req.params);
    return service.sessionByJournal(ctx, currentUser(req).id, journal_id);
  });

  app.get('/exercises/sessions/:id', async (req) => {
    const { id } = parse(idParams, req.params);
    return service.getSession(ctx, currentUser(req).id, id);
  });

  app.get('/exercises/sessions/:id/status', async (req) => {
    const { id } = parse(idParams, req.params);
    return service.sessionStatus(ctx, currentUser(req).id, id);
  });

  app.post('/exercises/sessions/:id/cancel', async (req) => {
    const { id } = parse(idParams, req.params);
    return service.cancelSession(ctx, currentUser(req).id, id);
  });

  app.post('/exercises/sessions/:id/regenerate', async (req, reply) => {
    const { id } = parse(idParams, req.params);
    const user = currentUser(req);
    await regenerateSession(ctx, user.id, id, aiQuotas(deps));
    return reply.status(202).send(await service.sessionStatus(ctx, user.id, id));
  });

  app.post('/exercises/sessions/:id/answers', async (req) => {
    const { id } = parse(idParams, req.params);
    return service.answer(ctx, currentUser(req).id, id, parse(answerBody, req.body));
  });

  app.put('/exercises/sessions/:id/progress', async (req, reply) => {
    const { id } = parse(idParams, req.params);
    await service.saveProgress(ctx, currentUser(req).id, id, parse(progressBody, req.body).current_slide);
    return reply.status(204).send();
  });

  app.post('/exercises/sessions/:id/complete', async (req) => {
    const { id } = parse(idParams, req.params);
    return completeSession(ctx, currentUser(req).id, id);
  });
};
