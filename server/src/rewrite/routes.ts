import { nativeVersionBody } from '@inkwell/contract';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../auth/index.js';
import type { Deps } from '../deps.js';
import { parse } from '../http/errors.js';
import { idParams } from '../http/params.js';
import { requireEntry } from '../journal/index.js';
import { nativeVersionOf, writeNativeVersion } from './service.js';

const PATH = '/documents/journal/:id/native-version';

/** "How a native speaker might write it" of an analysed entry (decision 286); scoped to the signed-in user. */
export const rewriteRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  app.get(PATH, async (req) => {
    const { id } = parse(idParams, req.params);
    return nativeVersionOf(deps, currentUser(req).id, id);
  });

  app.post(PATH, async (req) => {
    const { id } = parse(idParams, req.params);
    const user = currentUser(req);
    // Another learner's entry is not found, whatever the body says.
    await requireEntry(deps.db, user.id, id);
    parse(nativeVersionBody, req.body ?? {});
    return writeNativeVersion(deps, user.id, id);
  });
};
