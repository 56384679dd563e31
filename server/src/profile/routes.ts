import { updateProfileBody } from '@inkwell/contract';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../auth/index.js';
import type { Deps } from '../deps.js';
import { parse } from '../http/errors.js';
import { requireProfile, updateProfile } from './service.js';

/** GET and PUT /api/auth/me: the signed-in user's profile. */
export const profileRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  app.get('/auth/me', async (req) => requireProfile(deps.db, currentUser(req).id));

  app.put('/auth/me', async (req) => {
    const body = parse(updateProfileBody, req.body);
    return updateProfile(deps.db, currentUser(req).id, body, deps.now());
  });
};
