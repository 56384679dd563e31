import type { ErrorBody, ErrorCode, ErrorParams } from '@inkwell/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { DATABASE_READ_ONLY, isReadOnlyDatabase } from '../db/write-check.js';

/** An error whose message is safe to show: it becomes `{detail, code, params}` with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Sent with the answer, e.g. Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
    /** The stable code the web renders in the learner's language; by default the status's general code. */
    readonly code: ErrorCode = codeOfStatus(status),
    readonly params?: ErrorParams,
  ) {
    super(message);
  }
}

/** An HttpError with its own code (and values), for a case the web words specifically (issue 26). */
export const codedError = (
  status: number,
  code: ErrorCode,
  detail: string,
  params?: ErrorParams,
  headers: Record<string, string> = {},
) => new HttpError(status, detail, headers, code, params);

/** The general code of a status, for errors without a more specific one. */
export function codeOfStatus(status: number): ErrorCode {
  const known: Record<number, ErrorCode> = {
    401: 'unauthorized',
    403: 'forbidden',
    404: 'not_found',
    409: 'conflict',
    413: 'too_large',
    429: 'rate_limited',
    503: 'unavailable',
  };
  return known[status] ?? (status >= 500 ? 'internal' : 'bad_request');
}

/** The error answer's body: the English `detail` beside the stable `code` (and its values). */
export const errorAnswer = (detail: string, code: ErrorCode, params?: ErrorParams): ErrorBody =>
  params ? { detail, code, params } : { detail, code };

export const notFound = (what = 'Not found') => new HttpError(404, what);

/** Formats zod issues as one readable line, e.g. "content: must not be blank; date: expected a number". */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((i) => {
      const where = i.path.length ? `${i.path.join('.')}: ` : '';
      if (i.code === 'unrecognized_keys') return `${where}unknown field(s) ${i.keys.join(', ')}`;
      return `${where}${i.message}`;
    })
    .join('; ');
}

/** Validates input with a contract schema; a failure is a 400 with a message naming the fields. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new HttpError(400, describeIssues(result.error));
  return result.data;
}

/**
 * Every error leaves as `{detail, code}`: our HttpErrors and Fastify's own 4xx (bad JSON, body too large) keep
 * their message; anything else is logged and answered with a generic 500 — never a stack or SQL text.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError | Error, req, reply) => {
    if (err instanceof HttpError) {
      return reply
        .status(err.status)
        .headers(err.headers)
        .send(errorAnswer(err.message, err.code, err.params));
    }
    const status = 'statusCode' in err && typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      const detail = status === 413 ? 'Request body is too large' : cleanMessage(err.message);
      return reply.status(status).send(errorAnswer(detail, codeOfStatus(status)));
    }
    // A write refused by a read-only database: the operator has to act, the learner can only wait.
    if (isReadOnlyDatabase(err)) {
      req.log.error({ err: err.message }, 'database is read-only');
      return reply
        .status(503)
        .header('retry-after', '30')
        .send(errorAnswer(DATABASE_READ_ONLY, 'unavailable'));
    }
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err: err.message }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(errorAnswer(DATABASE_UNAVAILABLE, 'unavailable'));
    }
    req.log.error({ err }, 'unhandled error');
    return reply
      .status(status >= 500 && status < 600 ? status : 500)
      .send(errorAnswer('Internal server error', 'internal'));
  });
}

function cleanMessage(message: string): string {
  return message.split('\n')[0]?.slice(0, 300) || 'Bad request';
}

export const DATABASE_UNAVAILABLE = 'The database is unavailable right now; please try again in a moment';

/**
 * A lost or refused database connection (PostgreSQL restarting, network cut, SQLite busy): the request
 * may succeed shortly, so it is a 503, not a 500. Codes: socket errors, SQLSTATE class 08 (connection
 * exception) and 57P0x (server shutting down / starting up), SQLITE_BUSY.
 */
export function isDatabaseUnavailable(err: Error): boolean {
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'SQLITE_BUSY'].includes(code)) return true;
    if (code.startsWith('08') || code.startsWith('57P0')) return true;
  }
  return /Connection terminated|connection timeout|Client has encountered a connection error/i.test(
    err.message,
  );
}
