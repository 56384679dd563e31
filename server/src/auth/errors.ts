import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { DATABASE_READ_ONLY, isReadOnlyDatabase } from '../db/write-check.js';
import { describeIssues } from '../http/errors.js';

/** GoTrue error codes this service answers with (a subset of GoTrue's ErrorCode list). */
export type AuthErrorCode =
  | 'invalid_credentials'
  | 'email_not_confirmed'
  | 'weak_password'
  | 'same_password'
  | 'current_password_mismatch'
  | 'reauthentication_needed'
  | 'reauthentication_not_valid'
  | 'otp_expired'
  | 'refresh_token_already_used'
  | 'refresh_token_not_found'
  | 'session_not_found'
  | 'user_already_exists'
  | 'email_exists'
  | 'over_request_rate_limit'
  | 'validation_failed'
  | 'bad_json'
  | 'request_too_large'
  | 'bad_jwt'
  | 'no_authorization'
  | 'not_found'
  | 'unexpected_failure';

/** An auth-service error with GoTrue's code; `extra` fields are added to the body (e.g. weak_password). */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: AuthErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const API_VERSION_HEADER = 'x-supabase-api-version';
/** The one API version auth-js sends (and whose error shape it reads). */
export const API_VERSION_2024 = '2024-01-01';

export const validationFailed = (message: string) => new AuthError(400, 'validation_failed', message);
export const rateLimited = () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');

/** Parses an auth request body with a zod schema; failures are 400 validation_failed naming the fields. */
export function parseBody<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw validationFailed(describeIssues(result.error));
  return result.data;
}

/** True when the client asked for the 2024-01-01 API, whose errors are `{code, message}`. */
function wantsVersion2024(req: FastifyRequest): boolean {
  const v = req.headers[API_VERSION_HEADER];
  return typeof v === 'string' && v.trim() >= API_VERSION_2024;
}

export function sendAuthError(req: FastifyRequest, reply: FastifyReply, err: AuthError): FastifyReply {
  const body = wantsVersion2024(req)
    ? { code: err.code, message: err.message, ...err.extra }
    : // GoTrue's legacy shape: numeric code, error_code, msg.
      { code: err.status, error_code: err.code, msg: err.message, ...err.extra };
  return reply.status(err.status).send(body);
}

/**
 * A scoped error handler for /auth/v1: GoTrue's shape instead of the product API's `{detail}`. Fastify's own
 * errors (bad JSON, body too large, rate limit) are mapped to GoTrue codes; anything else is a logged 500.
 */
export function installAuthErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AuthError | Error, req, reply) => {
    if (err instanceof AuthError) return sendAuthError(req, reply, err);
    const status = 'statusCode' in err && typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status === 429) return sendAuthError(req, reply, rateLimited());
    if (status === 413) {
      return sendAuthError(req, reply, new AuthError(413, 'request_too_large', 'Request body is too large'));
    }
    if (status >= 400 && status < 500) {
      const code = 'code' in err && String(err.code).includes('JSON') ? 'bad_json' : 'validation_failed';
      const message = err.message.split('\n')[0]?.slice(0, 300) || 'Bad request';
      return sendAuthError(req, reply, new AuthError(status, code, message));
    }
    if (isReadOnlyDatabase(err)) {
      req.log.error({ err: err.message }, 'database is read-only');
      reply.header('retry-after', '30');
      return sendAuthError(req, reply, new AuthError(503, 'unexpected_failure', DATABASE_READ_ONLY));
    }
    req.log.error({ err }, 'unhandled auth error');
    return sendAuthError(req, reply, new AuthError(500, 'unexpected_failure', 'Internal server error'));
  });
}

/**
 * The body of a request Node's parser refused (`http/client-errors.ts`) when it was addressed to
 * /auth/v1: GoTrue's `{code, message}` for API version 2024-01-01, else the legacy shape; undefined for
 * any other path.
 */
export function authClientErrorBody(status: number, message: string, head: string): object | undefined {
  if (!/^[A-Z]+ \/auth\/v1\//.test(head)) return undefined;
  const code = status === 431 ? 'request_too_large' : 'validation_failed';
  const version = /\r\nx-supabase-api-version:\s*(\S+)/i.exec(head)?.[1];
  return version && version >= API_VERSION_2024
    ? { code, message }
    : { code: status, error_code: code, msg: message };
}
