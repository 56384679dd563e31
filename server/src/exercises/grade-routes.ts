import { modelGradeBody } from '@inkwell/contract';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../auth/index.js';
import type { Deps } from '../deps.js';
import { parse } from '../http/errors.js';
import { idParams } from '../http/params.js';
import { gradeWithModel } from './model-grading.js';

/** POST /exercises/sessions/:id/answers/grade: the model's verdict on a recorded translation (issue 14). */
export const gradeRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  app.post('/exercises/sessions/:id/answers/grade', async (req) => {
    const { id } = parse(idParams, req.params);
    return gradeWithModel(deps, currentUser(req).id, id, parse(modelGradeBody, req.body));
  });
};
