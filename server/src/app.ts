import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { apiRoutes } from './api.js';
import { authRoutes } from './auth/routes.js';
import type { Deps } from './deps.js';
import { installErrorHandler } from './http/errors.js';
import { installSecurityHeaders } from './http/security.js';
import { installSpa } from './http/spa.js';
import { devOutboxRoutes } from './mail/dev-outbox-routes.js';

export const BODY_LIMIT_BYTES = 1024 * 1024;
const defaultWebDist = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface AppOptions {
  /** pino options, or false for silence (tests). */
  logger?: boolean | { level: string };
  serveSpa?: boolean;
}

export async function buildApp(deps: Deps, opts: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? { level: deps.config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    // Only behind a proxy may X-Forwarded-For name the client; otherwise anyone could dodge per-IP limits.
    trustProxy: deps.config.trustProxy,
    // One line per request costs throughput; request logs appear at debug level and below.
    logController: new LogController({
      disableRequestLogging: deps.config.logLevel !== 'debug' && deps.config.logLevel !== 'trace',
    }),
  });
  installErrorHandler(app);
  installSecurityHeaders(app);
  // Limits are opted into per route (auth routes); the product API is behind authentication.
  await app.register(rateLimit, { global: false });
  await app.register(apiRoutes, { prefix: '/api', deps });
  await app.register(authRoutes, { prefix: '/auth/v1', deps });
  // The outbox page exists only while mail is not really sent (no SMTP_URL).
  const outboxDir = deps.mailer.outboxDir;
  if (outboxDir) await app.register(devOutboxRoutes, { prefix: '/dev/outbox', outboxDir });
  await installSpa(app, opts.serveSpa === false ? null : (deps.config.webDist ?? defaultWebDist));
  return app;
}
