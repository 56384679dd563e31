import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps.js';
import { allowedRedirect, normaliseEmail, type AuthContext } from './context.js';
import { AuthError, installAuthErrorHandler, parseBody, sendAuthError } from './errors.js';
import { installCorsAndVersion } from './http-glue.js';
import { presentSession, presentUser, sessionFragment } from './present.js';
import { AUTH_LIMITS, EmailRateLimiter, ipLimit, UserActionLimiter } from './rate-limits.js';
import * as s from './schemas.js';
import { reauthenticate, recover, signup, updateUser, verifyEmailToken } from './service.js';
import { authenticate, logout, refreshSession, signInWithPassword } from './sessions.js';

/** The built-in GoTrue-compatible auth service, mounted at /auth/v1 (the subset @supabase/auth-js uses). */
export const authRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const limitsOn = deps.config.rateLimits;
  const ctx: AuthContext = {
    ...deps,
    emailLimits: limitsOn ? new EmailRateLimiter(deps.rateCounter) : null,
    userLimits: limitsOn ? new UserActionLimiter(deps.rateCounter) : null,
    log: app.log,
  };
  installAuthErrorHandler(app);
  installCorsAndVersion(app);
  app.setNotFoundHandler((req, reply) =>
    sendAuthError(
      req,
      reply,
      new AuthError(404, 'not_found', `Route ${req.method} ${req.url.split('?')[0]} not found`),
    ),
  );

  app.get('/settings', async () => ({
    external: { email: true, phone: false, anonymous_users: false },
    disable_signup: false,
    mailer_autoconfirm: deps.config.autoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  }));

  app.post('/signup', ipLimit(limitsOn, AUTH_LIMITS.signup.ip), async (req) => {
    const body = parseBody(s.signupBody, req.body);
    const { redirect_to } = parseBody(s.redirectQuery, req.query);
    return signup(ctx, body, redirect_to);
  });

  // Sign-in and refresh share the route but not the budget: refreshes are routine, guesses are not.
  const grantOf = (req: FastifyRequest) =>
    (req.query as Record<string, unknown> | undefined)?.grant_type === 'refresh_token'
      ? 'refresh'
      : 'password';
  const tokenLimit = limitsOn
    ? {
        config: {
          rateLimit: {
            max: (_req: FastifyRequest, key: string) =>
              key.endsWith(':refresh') ? AUTH_LIMITS.refresh.ip.max : AUTH_LIMITS.token.ip.max,
            timeWindow: AUTH_LIMITS.token.ip.windowMs,
            keyGenerator: (req: FastifyRequest) => `${req.ip}:${grantOf(req)}`,
          },
        },
      }
    : {};
  app.post('/token', tokenLimit, async (req) => {
    const { grant_type } = parseBody(s.grantQuery, req.query);
    if (grant_type === 'password') {
      const body = parseBody(s.passwordGrantBody, req.body);
      return presentSession(await signInWithPassword(ctx, body.email, body.password));
    }
    const body = parseBody(s.refreshGrantBody, req.body);
    return presentSession(await refreshSession(ctx, body.refresh_token));
  });

  app.post('/verify', ipLimit(limitsOn, AUTH_LIMITS.verify.ip), async (req) => {
    const body = parseBody(s.verifyBody, req.body);
    return presentSession(await verifyEmailToken(ctx, body.token_hash, body.type));
  });

  // The link in a mail: 303 to redirect_to with the session (or the error) in the URL fragment.
  app.get('/verify', ipLimit(limitsOn, AUTH_LIMITS.verify.ip), async (req, reply: FastifyReply) => {
    const query = (req.query ?? {}) as Record<string, unknown>;
    const target = new URL(
      allowedRedirect(ctx, typeof query.redirect_to === 'string' ? query.redirect_to : undefined) ??
        `${deps.config.appUrl}/`,
    );
    target.hash = '';
    try {
      const { token, type } = parseBody(s.verifyQuery, query);
      const session = await verifyEmailToken(ctx, token, type);
      // A cancelled email change lands like a recovery: the owner may choose a new password next.
      const landing = type === 'email_change_cancel' ? 'recovery' : type;
      return reply.redirect(`${target.toString()}#${sessionFragment(session, landing)}`, 303);
    } catch (err) {
      if (!(err instanceof AuthError)) throw err;
      const fragment = new URLSearchParams({
        error: 'access_denied',
        error_code: err.code,
        error_description: err.message,
      });
      return reply.redirect(`${target.toString()}#${fragment.toString()}`, 303);
    }
  });

  app.post('/recover', ipLimit(limitsOn, AUTH_LIMITS.recover.ip), async (req) => {
    const body = parseBody(s.recoverBody, req.body);
    const { redirect_to } = parseBody(s.redirectQuery, req.query);
    await recover(ctx, body.email, redirect_to);
    return {};
  });

  app.get('/user', async (req) => presentUser((await authenticate(ctx, req)).user));

  app.put('/user', async (req) => {
    const who = await authenticate(ctx, req);
    const body = parseBody(s.updateUserBody, req.body);
    const { redirect_to } = parseBody(s.redirectQuery, req.query);
    // Counted before any password work, so guessing the current password is limited too.
    if (body.password !== undefined) await ctx.userLimits?.hit('password', who.user.id, req.ip);
    if (body.email !== undefined && normaliseEmail(body.email) !== who.user.email) {
      await ctx.userLimits?.hit('email_change', who.user.id, req.ip);
    }
    return updateUser(ctx, who, body, redirect_to);
  });

  app.get('/reauthenticate', async (req) => {
    const who = await authenticate(ctx, req);
    await ctx.userLimits?.hit('reauthenticate', who.user.id, req.ip);
    await reauthenticate(ctx, who);
    return {};
  });

  app.post('/logout', async (req, reply) => {
    const who = await authenticate(ctx, req);
    const { scope } = parseBody(s.logoutQuery, req.query);
    await logout(ctx, who, scope);
    return reply.status(204).send();
  });
};
