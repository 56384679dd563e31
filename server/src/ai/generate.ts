import { setTimeout as sleep } from 'node:timers/promises';
import { APICallError, generateObject, NoObjectGeneratedError, TypeValidationError } from 'ai';
import type { z } from 'zod';
import { MODEL_ANSWER_MAX_BYTES } from '@inkwell/contract';
import { AnswerTooLargeError } from './bounded-fetch.js';
import { AiCallError, times, type AiFailureKind } from './errors.js';
import type { AiClient } from './provider.js';
import { redactSecrets } from './redact.js';

export interface StructuredPrompt {
  system: string;
  prompt: string;
}

export interface GenerateOptions {
  /** Cancels the whole call, retries included (e.g. on shutdown). */
  signal?: AbortSignal;
  /** A short name for the JSON schema sent to the model. */
  schemaName?: string;
  schemaDescription?: string;
}

export interface StructuredResult<T> {
  object: T;
  attempts: number;
}

/** Longest wait between attempts, whatever Retry-After or the backoff says. */
const MAX_DELAY_MS = 30_000;

interface Failure {
  kind: AiFailureKind;
  reason: string;
  retryable: boolean;
  /** Delay the server asked for (Retry-After), if any. */
  retryAfterMs?: number | undefined;
  cause: unknown;
}

/**
 * Asks the model for a JSON object matching `schema` (the provider's structured output, e.g. OpenAI's
 * `json_schema` response format). Each attempt has its own timeout; 429, 5xx, timeouts, unreachable
 * hosts and invalid or off-schema JSON are retried with exponential backoff (honouring Retry-After),
 * up to `client.maxRetries` retries. Afterwards it throws an AiCallError with a readable reason.
 */
export async function generateStructured<S extends z.ZodType>(
  client: AiClient,
  schema: S,
  prompt: StructuredPrompt,
  opts: GenerateOptions = {},
): Promise<StructuredResult<z.infer<S>>> {
  const failures: Failure[] = [];
  for (let attempt = 1; attempt <= client.maxRetries + 1; attempt++) {
    opts.signal?.throwIfAborted();
    const timeout = AbortSignal.timeout(client.timeoutMs);
    const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
    try {
      const result = await client.limiter.run(() =>
        generateObject({
          model: client.model,
          schema,
          schemaName: opts.schemaName,
          schemaDescription: opts.schemaDescription,
          system: prompt.system,
          prompt: prompt.prompt,
          maxRetries: 0, // retries are ours: the SDK's ignore invalid JSON and Retry-After caps
          abortSignal: signal,
        }),
      );
      return { object: result.object as z.infer<S>, attempts: attempt };
    } catch (error) {
      if (opts.signal?.aborted) {
        throw new AiCallError('The model call was cancelled', 'aborted', attempt, { cause: error });
      }
      const failure = classify(error, client, timeout.aborted);
      failures.push(failure);
      if (!failure.retryable || attempt > client.maxRetries) break;
      const backoff = client.retryBaseMs * 2 ** (attempt - 1) * (0.8 + Math.random() * 0.4);
      const delay = Math.min(MAX_DELAY_MS, Math.max(backoff, failure.retryAfterMs ?? 0));
      await sleep(delay, undefined, opts.signal ? { signal: opts.signal } : undefined).catch(() => undefined);
    }
  }
  const error = summarize(failures);
  // The detail (endpoint, status, the provider's words) is for operators only; learners get error.message.
  client.log?.(
    `model call failed (${error.kind}, ${error.attempts} attempts): ${redactSecrets(error.reason, client.secret)}`,
  );
  throw error;
}

function classify(error: unknown, client: AiClient, timedOut: boolean): Failure {
  const at = `The model at ${client.endpoint}`;
  if (timedOut) {
    return {
      kind: 'timeout',
      reason: `${at} did not answer within ${seconds(client.timeoutMs)}`,
      retryable: true,
      cause: error,
    };
  }
  if (findCause(error, AnswerTooLargeError)) {
    return {
      kind: 'too_large',
      reason: `${at} answered more than ${MODEL_ANSWER_MAX_BYTES} bytes`,
      retryable: false,
      cause: error,
    };
  }
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    if (status === undefined) {
      return { kind: 'network', reason: `${at} could not be reached`, retryable: true, cause: error };
    }
    const retryable = status === 408 || status === 429 || status >= 500;
    const detail = retryable ? '' : `: ${shorten(error.message)}`;
    return {
      kind: 'http',
      reason: `${at} answered ${status}${detail}`,
      retryable,
      retryAfterMs: retryAfterMs(error.responseHeaders),
      cause: error,
    };
  }
  if (NoObjectGeneratedError.isInstance(error)) {
    const offShape = TypeValidationError.isInstance(error.cause);
    return offShape
      ? {
          kind: 'schema',
          reason: "The model's answer did not have the expected fields",
          retryable: true,
          cause: error,
        }
      : {
          kind: 'invalid_json',
          reason: "The model's answer was not valid JSON",
          retryable: true,
          cause: error,
        };
  }
  if (
    error instanceof Error &&
    /fetch failed|ECONNREFUSED|ECONNRESET|ENOTFOUND|socket/i.test(error.message)
  ) {
    return { kind: 'network', reason: `${at} could not be reached`, retryable: true, cause: error };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { kind: 'http', reason: `${at} failed: ${shorten(message)}`, retryable: false, cause: error };
}

/** 'X answered 503 three times' when every attempt failed alike, else the last reason and the count. */
function summarize(failures: Failure[]): AiCallError {
  const last = failures[failures.length - 1]!;
  const same = failures.every((f) => f.reason === last.reason);
  const reason =
    failures.length === 1
      ? last.reason
      : same
        ? `${last.reason} ${times(failures.length)}`
        : `${last.reason} (after ${failures.length} attempts)`;
  return new AiCallError(reason, last.kind, failures.length, { cause: last.cause });
}

/** Retry-After as seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterMs(
  headers: Record<string, string> | undefined,
  now = Date.now(),
): number | undefined {
  const value = headers?.['retry-after'] ?? headers?.['Retry-After'];
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The first error of type `type` in `error`'s cause chain (SDKs wrap what fetch throws). */
function findCause<T>(error: unknown, type: new (...args: never[]) => T): T | undefined {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof type) return e;
  }
  return undefined;
}

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}

function shorten(s: string): string {
  return s.length > 200 ? `${s.slice(0, 197)}…` : s;
}
