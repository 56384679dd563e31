import Fastify, {
  type FastifyPluginAsync,
  type FastifyPluginOptions,
  type FastifyServerOptions,
} from 'fastify';
import { productAuth } from '../../src/auth/require-user.js';
import type { Deps } from '../../src/deps.js';
import { installErrorHandler } from '../../src/http/errors.js';

/**
 * One feature's routes alone, mounted as api.ts mounts them (under /api, behind the product's sign-in and
 * error handler), with the options a test hands them in place of the app's (a failing generator, a reader).
 */
export async function routesApp<O extends FastifyPluginOptions>(
  deps: Deps,
  routes: FastifyPluginAsync<O>,
  options: NoInfer<O>,
  logger: FastifyServerOptions['logger'] = false,
) {
  const app = Fastify({ logger });
  installErrorHandler(app);
  await app.register(
    async (authed) => {
      authed.addHook('onRequest', productAuth(deps));
      await authed.register(routes, options);
    },
    { prefix: '/api' },
  );
  return app;
}
