import type { FastifyInstance } from 'fastify';
import { API_VERSION_2024, API_VERSION_HEADER } from './errors.js';

const ALLOWED_HEADERS = 'authorization, apikey, content-type, x-client-info, x-supabase-api-version';

/**
 * CORS for /auth/v1, so a deployment may serve the SPA from another origin. Any origin may call: the
 * service authenticates with bearer tokens, never cookies, so a foreign page gains nothing it could not
 * do with plain HTTP. Also echoes X-Supabase-Api-Version, which auth-js reads to parse error codes.
 */
export function installCorsAndVersion(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-expose-headers', 'X-Supabase-Api-Version');
    if (req.headers[API_VERSION_HEADER] !== undefined) reply.header(API_VERSION_HEADER, API_VERSION_2024);
  });
  app.options('/*', async (_req, reply) =>
    reply
      .status(204)
      .header('access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS')
      .header('access-control-allow-headers', ALLOWED_HEADERS)
      .header('access-control-max-age', '86400')
      .send(),
  );
}
