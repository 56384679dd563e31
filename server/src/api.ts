import type { FastifyPluginAsync } from 'fastify';
import { summariesOf } from './analysis/repo.js';
import { assessmentRoutes } from './analysis/routes.js';
import { productAuth } from './auth/require-user.js';
import { modelStudyGuide } from './concepts/model-study-guide.js';
import { conceptRoutes } from './concepts/routes.js';
import type { Deps } from './deps.js';
import { gradeRoutes } from './exercises/grade-routes.js';
import { exerciseRoutes } from './exercises/routes.js';
import { healthRoutes } from './health/routes.js';
import { journalRoutes } from './journal/routes.js';
import { promptRoutes } from './prompts/routes.js';
import { formatRoutes } from './portability/format-routes.js';
import { portabilityRoutes } from './portability/routes.js';
import { profileRoutes } from './profile/routes.js';
import { progressRoutes } from './progress/routes.js';
import { reminderRoutes, unsubscribeRoutes } from './reminders/routes.js';
import { rewriteRoutes } from './rewrite/routes.js';
import { deleteEntry } from './workflows/delete-entry.js';
import { reviseEntry } from './workflows/revise-entry.js';

/**
 * The product API under /api. Health is public; everything else needs a live bearer session.
 * Each domain registers its own routes plugin here.
 */
export const apiRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  await app.register(healthRoutes, { deps });
  // Public: the signed link in a reminder or digest mail is the authority (decision 258).
  await app.register(unsubscribeRoutes, { deps });
  await app.register(async (authed) => {
    authed.addHook('onRequest', productAuth(deps));
    // Domain route plugins (each file's own list of operations):
    await authed.register(conceptRoutes, { deps, studyGuide: modelStudyGuide(deps) });
    // My Journals rows show what each entry's assessment discovered; the journal cannot import it.
    await authed.register(journalRoutes, { deps, summaries: summariesOf, deleteEntry, reviseEntry });
    await authed.register(profileRoutes, { deps });
    await authed.register(reminderRoutes, { deps });
    await authed.register(promptRoutes, { deps });
    await authed.register(exerciseRoutes, { deps });
    await authed.register(gradeRoutes, { deps });
    await authed.register(assessmentRoutes, { deps });
    await authed.register(portabilityRoutes, { deps });
    await authed.register(formatRoutes, { deps });
    await authed.register(progressRoutes, { deps });
    await authed.register(rewriteRoutes, { deps });
  });
};
