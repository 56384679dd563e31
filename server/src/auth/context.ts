import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../deps.js';
import type { EmailRateLimiter, UserActionLimiter } from './rate-limits.js';

/** What the auth service works with: the app's deps plus its limiters (null when limits are off). */
export interface AuthContext extends Deps {
  emailLimits: EmailRateLimiter | null;
  userLimits: UserActionLimiter | null;
  log: FastifyBaseLogger;
}

/** The issuer of our access tokens. */
export const issuerOf = (ctx: Pick<Deps, 'config'>) => `${ctx.config.appUrl}/auth/v1`;

/** Only links back into this app are followed (an open redirect would hand sessions to another site). */
export function allowedRedirect(ctx: Pick<Deps, 'config'>, candidate: string | undefined): string | null {
  if (!candidate) return null;
  try {
    const url = new URL(candidate);
    return url.origin === new URL(ctx.config.appUrl).origin ? url.toString() : null;
  } catch {
    return null;
  }
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();
