import type { z } from 'zod';
import { t, currentIntl, type MessageKey, type MessageValues } from '../i18n/runtime';
import { dropEarlyRequests, takeEarlyResponse } from './early-requests';
import { currentSession } from './load-auth-client';

/** An API failure with the server's `detail` text (or a fallback) and its status. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** From Retry-After on a 429 (a per-user quota): seconds until a retry can succeed. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

/** "in 45 seconds", "in 12 minutes", "in 3 hours": the wait a 429's Retry-After asks for. */
export function waitText(seconds: number): string {
  if (seconds < 60) return t('wait.seconds', { n: Math.max(1, Math.ceil(seconds)) });
  if (seconds < 3600) return t('wait.minutes', { n: Math.ceil(seconds / 60) });
  return t('wait.hours', { n: Math.ceil(seconds / 3600) });
}

/** A quota refusal says what was refused and when to try again (decision 134). */
function quotaError(text: string | undefined, res: Response): ApiError {
  const header = Number(res.headers.get('retry-after'));
  const seconds = Number.isFinite(header) && header > 0 ? header : null;
  const what = text ?? t('error.rate_limited');
  const when = seconds === null ? t('error.retryLater') : t('error.retryAt', { wait: waitText(seconds) });
  return new ApiError(`${what} ${when}`, 429, seconds);
}

/**
 * The learner-facing text of an error answer (issue 26): a specific code (`journal.day_has_entry`) in the
 * interface language from the catalog; a general one (`conflict`) too, except in English, where the
 * server's own detail says more. Unknown codes and answers without one keep the detail.
 */
export function errorText(
  body: { detail?: unknown; code?: unknown; params?: unknown } | null,
): string | undefined {
  const detail = typeof body?.detail === 'string' ? body.detail : undefined;
  const code = typeof body?.code === 'string' ? body.code : undefined;
  const key = `error.${code}` as MessageKey;
  const intl = currentIntl();
  if (!code || !(key in intl.messages)) return detail;
  if (!code.includes('.') && detail && intl.locale === 'en') return detail;
  const params = typeof body?.params === 'object' && body.params !== null ? body.params : {};
  return t(key, params as MessageValues);
}

/**
 * Calls the product API with the current session's access token. A non-2xx answer throws ApiError
 * carrying the server's detail text, or `fallback` when the body has none.
 */
export async function apiFetch<T>(path: string, init: RequestInit & { fallback?: string } = {}): Promise<T> {
  const read = (init.method ?? 'GET') === 'GET' && init.body === undefined;
  if (!read) dropEarlyRequests(); // what was read early may be changed by this write
  let res: Response;
  try {
    res = await ((read && takeEarlyResponse(path)) || authorizedFetch(path, init));
  } catch {
    throw new ApiError(init.fallback ?? t('error.network'), 0);
  }
  if (!res.ok) throw await answerError(res, init.fallback);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

/** What the user reads when an answer does not match the contract: client and server disagree. */
export const ANSWER_NOT_UNDERSTOOD = "The server's answer was not understood";
// Translated where it is thrown; the constant stays the English text older code and tests compare with.

/**
 * Checks an API answer against its contract schema. A mismatch throws an ApiError with a plain message
 * (never zod's text, which would mean nothing to the learner) and logs the details for the developer.
 * Status 0, as for a network failure: there is no usable answer.
 */
export function parseAnswer<S extends z.ZodType>(schema: S, answer: unknown, path: string): z.output<S> {
  const result = schema.safeParse(answer);
  if (result.success) return result.data;
  console.error(`Unexpected API answer from ${path}`, result.error.issues);
  throw new ApiError(t('error.notUnderstood'), 0);
}

/**
 * apiFetch, then the answer checked with `parseAnswer`: the one way a feature reads an API answer
 * (decision 185). apiFetch alone is for calls whose answer is not read.
 */
export async function apiFetchParsed<S extends z.ZodType>(
  path: string,
  schema: S,
  init: RequestInit & { fallback?: string } = {},
): Promise<z.output<S>> {
  return parseAnswer(schema, await apiFetch<unknown>(path, init), path);
}

/** Whether the catalog words the answer's code (`error.<code>`) in the interface language. */
function catalogKnows(body: { code?: unknown } | null): boolean {
  return typeof body?.code === 'string' && `error.${body.code}` in currentIntl().messages;
}

/**
 * The error of a non-2xx answer: its code worded from the catalog (errorText), else the server's detail
 * text, else `fallback`; a 429 says when to retry. Outside English, a detail without a code the catalog
 * knows is English the learner may not read, so the call's own fallback (a catalog sentence) goes first
 * (decision 305).
 */
export async function answerError(res: Response, fallback?: string): Promise<ApiError> {
  const body = (await res.json().catch(() => null)) as { detail?: unknown; code?: unknown } | null;
  const english = currentIntl().locale === 'en';
  const detail = english || !fallback || catalogKnows(body) ? errorText(body) : undefined;
  if (res.status === 429) return quotaError(detail, res);
  return new ApiError(detail ?? fallback ?? t('apiError.requestFailed', { status: res.status }), res.status);
}

/** fetch of an API path with the current session's access token (and a JSON content type for a body). */
export async function authorizedFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const session = await currentSession();
  const headers = new Headers(init.headers);
  if (session) headers.set('authorization', `Bearer ${session.access_token}`);
  if (init.body !== undefined && !headers.has('content-type'))
    headers.set('content-type', 'application/json');
  return fetch(`/api${path}`, { ...init, headers });
}

export const jsonBody = (value: unknown): string => JSON.stringify(value);
