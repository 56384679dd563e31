import { generatePromptBody, nextPromptQuery, promptSettings } from '@inkwell/contract';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../auth/index.js';
import type { Deps } from '../deps.js';
import { parse } from '../http/errors.js';
import { generatePrompt } from './generated.js';
import { nextPrompt, promptSettingsOf, savePromptSettings } from './service.js';

/** Writing prompts for the New Entry page and their Profile Settings switch; scoped to the signed-in user. */
export const promptRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  app.get('/prompts/next', async (req) => {
    const { exclude } = parse(nextPromptQuery, req.query);
    return nextPrompt(deps.db, currentUser(req).id, exclude, { modelConfigured: deps.ai !== null });
  });

  app.post('/prompts/generate', async (req) => {
    parse(generatePromptBody, req.body ?? {});
    return { prompt: await generatePrompt(deps, currentUser(req).id), reason: null, can_generate: true };
  });

  app.get('/prompts/settings', async (req) => promptSettingsOf(deps.db, currentUser(req).id));

  app.put('/prompts/settings', async (req) => {
    const body = parse(promptSettings, req.body);
    return savePromptSettings(deps.db, currentUser(req).id, body, deps.now());
  });
};
