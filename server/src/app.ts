import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import rateLimit from '@fastify/rate-limit';
import { sharedRateLimitStore } from './auth/rate-counter.js';
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { apiRoutes } from './api.js';
import { AuthError, authClientErrorBody, sendAuthError } from './auth/errors.js';
import { authRoutes } from './auth/routes.js';
import type { Deps } from './deps.js';
import { answerClientError } from './http/client-errors.js';
import { acceptEmptyJsonBodies } from './http/empty-json.js';
import { codeOfStatus, errorAnswer, installErrorHandler } from './http/errors.js';
import { installSecurityHeaders, SECURITY_HEADERS } from './http/security.js';
import { installSpa } from './http/spa.js';
import { devOutboxRoutes } from './mail/dev-outbox-routes.js';

export const BODY_LIMIT_BYTES = 1024 * 1024;
const defaultWebDist = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface AppOptions {
  /** pino options, or false for silence (tests). */
  logger?: boolean | { level: string };
  serveSpa?: boolean;
  /** Called for every route as it is registered (the security suite derives its route list from it). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
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
    frameworkErrors: answerUnroutableUrl,
    // Requests Node's parser refuses (431 headers too large, 408, 400) answer in our error shape too.
    clientErrorHandler: (err, socket) => answerClientError(err, socket, authClientErrorBody),
  });
  const { onRoute } = opts;
  if (onRoute) app.addHook('onRoute', (route) => onRoute({ method: route.method, url: route.url }));
  installErrorHandler(app);
  acceptEmptyJsonBodies(app);
  installSecurityHeaders(app);
  // Limits are opted into per route (auth routes); the product API is behind authentication.
  await app.register(rateLimit, {
    global: false,
    // Per-IP counts live in the database, shared by every API process (decision 012). If it cannot be
    // reached the request goes on: it then fails on its own database access with a clean 503.
    store: sharedRateLimitStore(deps.rateCounter, deps.now, (error) =>
      app.log.warn({ err: error }, 'rate limit not counted'),
    ),
    skipOnError: true,
  });
  await app.register(apiRoutes, { prefix: '/api', deps });
  // With an external Supabase Auth project (AUTH_MODE=external) there is no auth service here, and so
  // no mail to look at: both answer 404 (docs/decisions/124-external-auth.md).
  const builtinAuth = deps.config.auth.mode === 'builtin';
  if (builtinAuth) await app.register(authRoutes, { prefix: '/auth/v1', deps });
  // The outbox page shows every recovery link to whoever reaches it: only when an operator turns it on
  // (DEV_OUTBOX=true), and only while mail is not really sent (no SMTP_URL). Decision 126.
  const outboxDir = deps.mailer.outboxDir;
  if (builtinAuth && outboxDir && deps.config.devOutbox) {
    await app.register(devOutboxRoutes, { prefix: '/dev/outbox', outboxDir });
  }
  await installSpa(app, opts.serveSpa === false ? null : (deps.config.webDist ?? defaultWebDist));
  return app;
}

/**
 * A URL the router cannot even match (bad percent-encoding, a path parameter over 100 characters) is
 * answered before any hook runs: without this, Fastify's own body shape and no security headers.
 */
function answerUnroutableUrl(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  for (const [name, value] of SECURITY_HEADERS) reply.header(name, value);
  const [status, message] =
    err.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [414, 'A path parameter is too long']
      : err.code === 'FST_ERR_BAD_URL'
        ? [400, 'Malformed URL']
        : [500, 'Internal server error'];
  if (req.url.startsWith('/auth/v1/')) {
    const code = status === 500 ? 'unexpected_failure' : 'validation_failed';
    return sendAuthError(req, reply, new AuthError(status, code, message));
  }
  return reply.status(status).send(errorAnswer(message, codeOfStatus(status)));
}
