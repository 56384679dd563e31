import { setTimeout as sleep } from 'node:timers/promises';
import { APICallError } from 'ai';
import type { z } from 'zod';
import { AnswerTooLargeError } from './bounded-fetch.js';
import { AiCallError, times, type AiFailureKind } from './errors.js';
import { extractJson } from './model-json.js';
import type { AiClient } from './provider.js';
import { redactSecrets } from './redact.js';
import { salvage } from './salvage.js';
import { adaptToRefusal } from './token-parameter.js';
import { IdleTimeoutError, streamOnce, type ModelMessage, type StreamAnswer } from './stream-call.js';
import { fullJsonSchema, wireSchema, type WireSchemaOptions } from './wire-schema.js';

export interface StructuredPrompt {
  system: string;
  prompt: string;
}

export interface GenerateOptions {
  /** Cancels the whole call, retries included (e.g. on shutdown). */
  signal?: AbortSignal | undefined;
  /** A short name for the JSON schema sent to the model. */
  schemaName?: string;
  schemaDescription?: string;
  /** maxItems per array and server-side fields to leave out of the model-facing schema. */
  wire?: WireSchemaOptions;
  /** Fewest output tokens to ask for, whatever the input size (e.g. a module is long from a short prompt). */
  minOutputTokens?: number;
  temperature?: number;
  /** The answer's text so far, as it streams. */
  onText?: (soFar: string) => void;
  /**
   * Top-level fields the answer must really contain (not null, not blank): without them it is off-shape
   * and repaired, never filled with empties — `{}` must not read as "0 corrections" (decision 197).
   */
  mustHave?: readonly string[];
}

export interface StructuredResult<T> {
  object: T;
  attempts: number;
  /** What salvage changed or dropped (operator's log). */
  notes: string[];
  /** Items dropped per top-level list, e.g. { corrections: 2 } (for the learner's note). */
  dropped: Record<string, number>;
  usage: { calls: number; inputTokens: number; outputTokens: number };
}

/** Longest wait between in-process attempts; rate limits are re-queued instead (job-failure.ts). */
const MAX_DELAY_MS = 30_000;
/** Output tokens per input character: a 19,000-character entry needs ~14k tokens of corrections. */
const OUTPUT_PER_CHAR = 0.75;
const BASE_OUTPUT_TOKENS = 1024;
/** How much of a bad answer is echoed back in a repair turn. */
const REPAIR_ECHO_CHARS = 8_000;

interface Failure {
  kind: AiFailureKind;
  /** For 'config': what is wrong in our own words (the readiness check shows it). */
  setup?: string;
  reason: string;
  retryable: boolean;
  retryAfterMs?: number | undefined;
  cause: unknown;
  /** A message pair asking the model to fix its own answer, for the next attempt. */
  repair?: ModelMessage[];
}

/** max_tokens for a prompt of `chars` characters: room for the answer, never above the provider's cap. */
export function outputBudget(chars: number, providerMax: number, min = BASE_OUTPUT_TOKENS): number {
  return Math.min(providerMax, Math.max(min, Math.ceil(chars * OUTPUT_PER_CHAR) + BASE_OUTPUT_TOKENS));
}

/** The longest input whose answer fits in `maxOutputTokens` (inverse of outputBudget). */
export function inputCharsFor(maxOutputTokens: number): number {
  return Math.floor((maxOutputTokens - BASE_OUTPUT_TOKENS) / OUTPUT_PER_CHAR);
}

/**
 * Asks the model for a JSON object matching `schema` over a streamed call. The schema sent is the
 * provider-neutral wire form (wire-schema.ts); the answer is salvaged item by item (salvage.ts) and
 * then checked against the contract. Unparseable or off-schema answers get a repair turn with the
 * error; timeouts, dropped connections and 5xx are retried here; 429/503/529 fail at once as
 * 'rate_limited' so the job is re-queued; refusals and max_tokens cut-offs are named as such.
 */
export async function generateStructured<S extends z.ZodType>(
  client: AiClient,
  schema: S,
  prompt: StructuredPrompt,
  opts: GenerateOptions = {},
): Promise<StructuredResult<z.infer<S>>> {
  const wire = wireSchema(schema, opts.wire);
  const full = fullJsonSchema(schema, opts.wire?.omit);
  const base: ModelMessage[] = [
    { role: 'system', content: prompt.system },
    { role: 'user', content: [{ type: 'text', text: prompt.prompt }] },
  ];
  let repair: ModelMessage[] = [];
  let budget = outputBudget(prompt.prompt.length, client.maxOutputTokens, opts.minOutputTokens);
  const usage = { calls: 0, inputTokens: 0, outputTokens: 0 };
  const failures: Failure[] = [];
  // Resends, not counted as attempts, after a 400 naming a parameter the model refuses (at most two:
  // max_tokens and temperature are refused one at a time).
  let reshaped = 0;
  for (let attempt = 1; attempt <= client.maxRetries + 1; attempt++) {
    opts.signal?.throwIfAborted();
    let failure: Failure;
    try {
      // The idle clock starts inside the slot: a call queued behind others cannot expire waiting.
      const answer = await client.limiter.run(
        () =>
          streamOnce(client, {
            messages: [...base, ...repair],
            schema: wire,
            schemaName: opts.schemaName ?? 'answer',
            schemaDescription: opts.schemaDescription,
            maxOutputTokens: budget,
            temperature: opts.temperature,
            signal: opts.signal,
            onText: opts.onText,
          }),
        opts.signal,
      );
      usage.calls++;
      usage.inputTokens += answer.inputTokens;
      usage.outputTokens += answer.outputTokens;
      const checked = check(answer, schema, full, client, budget, opts.mustHave ?? []);
      if ('object' in checked) {
        if (checked.notes.length) {
          client.log?.(
            `model answer salvaged (${opts.schemaName ?? 'answer'}): ${checked.notes.slice(0, 20).join('; ')}`,
          );
        }
        client.setup.clear();
        return { ...checked, attempts: attempt, usage };
      }
      failure = checked;
      if (failure.kind === 'cut_off' && budget < client.maxOutputTokens) {
        // Straight to the maximum: only the tokens written are paid for, and doubling ran out of
        // retries before it got there (a 166-word entry was told to be shorter).
        budget = client.maxOutputTokens;
        failure.retryable = true;
      }
    } catch (error) {
      if (opts.signal?.aborted) {
        throw new AiCallError('The model call was cancelled', 'aborted', attempt, { cause: error });
      }
      usage.calls++;
      if (reshaped < 2 && client.requestShape && adaptToRefusal(client.requestShape, error)) {
        reshaped++;
        client.log?.(
          `model ${client.modelName} refused a request parameter; now sending ${client.requestShape.tokenParameter}${client.requestShape.omitTemperature ? ' without temperature' : ''}`,
        );
        attempt--;
        continue;
      }
      failure = classify(error, client);
    }
    failures.push(failure);
    if (failure.repair) repair = failure.repair;
    if (!failure.retryable || attempt > client.maxRetries) break;
    const backoff = client.retryBaseMs * 2 ** (attempt - 1) * (0.8 + Math.random() * 0.4);
    await sleep(
      Math.min(MAX_DELAY_MS, backoff),
      undefined,
      opts.signal ? { signal: opts.signal } : undefined,
    ).catch(() => undefined);
  }
  const error = summarize(failures);
  const setup = failures[failures.length - 1]!.setup;
  if (setup) {
    // Every learner's call would hit the same fault: the operator reads it once, not per entry.
    client.setup.report(setup, redactSecrets(error.reason, client.secret));
    throw error;
  }
  // The detail (endpoint, status, the provider's words) is for operators only; learners get error.message.
  client.log?.(
    `model call failed (${error.kind}, ${error.attempts} attempts): ${redactSecrets(error.reason + detailOf(error), client.secret)}`,
  );
  throw error;
}

type Checked<T> = { object: T; notes: string[]; dropped: Record<string, number> } | Failure;

function check<S extends z.ZodType>(
  answer: StreamAnswer,
  schema: S,
  full: ReturnType<typeof fullJsonSchema>,
  client: AiClient,
  budget: number,
  mustHave: readonly string[],
): Checked<z.infer<S>> {
  if (answer.finishReason === 'content-filter') {
    return { kind: 'refused', reason: 'The model refused to answer', retryable: false, cause: answer.text };
  }
  if (answer.finishReason === 'length') {
    return {
      kind: 'cut_off',
      reason: `The model's answer was cut off at max_tokens ${budget} (AI_MAX_OUTPUT_TOKENS ${client.maxOutputTokens})`,
      retryable: false,
      cause: undefined,
    };
  }
  const parsed = extractJson(answer.text);
  if (!parsed.ok)
    return repairable('invalid_json', "The model's answer was not valid JSON", parsed.error, answer.text);
  const absent = mustHave.filter((key) => blank(parsed.value, key));
  if (absent.length > 0) {
    const detail = `${absent.join(', ')} missing or empty`;
    return repairable('schema', "The model's answer did not have the expected fields", detail, answer.text);
  }
  const kept = salvage(full, parsed.value);
  const result = schema.safeParse(kept.value ?? parsed.value);
  if (result.success) return { object: result.data as z.infer<S>, notes: kept.notes, dropped: kept.dropped };
  const issues = result.error.issues
    .slice(0, 10)
    .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
    .join('; ');
  return repairable('schema', "The model's answer did not have the expected fields", issues, answer.text);
}

/** Whether `value` lacks `key`, has it null, or has it as a blank string. */
function blank(value: unknown, key: string): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return true;
  const v = (value as Record<string, unknown>)[key];
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
}

/** A failure whose next attempt shows the model its answer and what is wrong with it. */
function repairable(kind: AiFailureKind, reason: string, detail: string, text: string): Failure {
  return {
    kind,
    reason,
    retryable: true,
    cause: detail,
    repair: [
      { role: 'assistant', content: [{ type: 'text', text: text.slice(0, REPAIR_ECHO_CHARS) || '(empty)' }] },
      {
        role: 'user',
        content: [
          {
            type: 'text',
            text: `That answer could not be used: ${detail}. Answer again with only the JSON object, following the schema exactly.`,
          },
        ],
      },
    ],
  };
}

function classify(error: unknown, client: AiClient): Failure {
  const at = `The model at ${client.endpoint}`;
  if (findCause(error, IdleTimeoutError)) {
    return {
      kind: 'timeout',
      reason: `${at} did not answer within ${seconds(client.timeoutMs)}`,
      retryable: true,
      cause: error,
    };
  }
  const tooLarge = findCause(error, AnswerTooLargeError);
  if (tooLarge) {
    return {
      kind: 'too_large',
      reason: `${at} answered more than ${tooLarge.maxBytes} bytes (${tooLarge.counted})`,
      retryable: false,
      cause: error,
    };
  }
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    // A 2xx whose body broke off mid-stream: the connection dropped, worth another try.
    if (status === undefined || (status >= 200 && status < 300)) {
      return { kind: 'network', reason: `${at} could not be reached`, retryable: true, cause: error };
    }
    // Rate limits and overload last minutes: the job is re-queued with backoff (job-failure.ts).
    if (status === 429 || status === 503 || status === 529) {
      return {
        kind: 'rate_limited',
        reason: `${at} answered ${status}`,
        retryable: false,
        retryAfterMs: bounded(retryAfterMs(error.responseHeaders), client.retryAfterMaxMs),
        cause: error,
      };
    }
    const setup = setupFault(status, error.message);
    if (setup) {
      return {
        kind: 'config',
        setup,
        reason: `${at} answered ${status}: ${shorten(error.message)} (model ${client.modelName})`,
        retryable: false,
        cause: error,
      };
    }
    const retryable = status === 408 || status >= 500;
    const detail = retryable ? '' : `: ${shorten(error.message)}`;
    return { kind: 'http', reason: `${at} answered ${status}${detail}`, retryable, cause: error };
  }
  // Anthropic reports overload inside a 200 stream as an `error` event: the same as a 529.
  const streamed = (error as { type?: unknown } | null)?.type;
  if (streamed === 'overloaded_error' || streamed === 'rate_limit_error') {
    return {
      kind: 'rate_limited',
      reason: `${at} was overloaded mid-answer`,
      retryable: false,
      cause: error,
    };
  }
  if (streamed === 'api_error') {
    return { kind: 'http', reason: `${at} failed mid-answer`, retryable: true, cause: error };
  }
  const text = chainText(error);
  if (
    /fetch failed|ECONNREFUSED|ECONNRESET|ENOTFOUND|socket|terminated|other side closed|premature/i.test(text)
  ) {
    return {
      kind: 'network',
      reason: `${at} could not be reached or dropped the answer`,
      retryable: true,
      cause: error,
    };
  }
  return { kind: 'http', reason: `${at} failed: ${shorten(text)}`, retryable: false, cause: error };
}

/** A 400 whose text says the prompt does not fit the model's context window (OpenAI, Anthropic, vLLM, Ollama). */
const CONTEXT_TOO_LONG =
  /context.length|context_length_exceeded|maximum context|context window|prompt is too long|too many (input )?tokens|input is too long/i;

/** What a 4xx only the operator can fix means, in our words; undefined for any other answer. */
function setupFault(status: number, message: string): string | undefined {
  if (status === 401) return 'the API key was refused (401)';
  if (status === 403) return 'the API key may not use this model (403)';
  if (status === 404) return 'the model or the endpoint was not found (404)';
  if (status === 400 && CONTEXT_TOO_LONG.test(message)) {
    return "the prompt is longer than the model's context window (400)";
  }
  return undefined;
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
  return new AiCallError(reason, last.kind, failures.length, { cause: last.cause }, last.retryAfterMs);
}

/** What was wrong with the last answer (a parse or schema error), for the operator's log. */
function detailOf(error: AiCallError): string {
  return typeof error.cause === 'string' && error.cause ? ` (${shorten(error.cause)})` : '';
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

/** Retry-After as the provider said it, never longer than the operator allows. */
function bounded(ms: number | undefined, max: number): number | undefined {
  return ms === undefined ? undefined : Math.min(ms, max);
}

/** The first error of type `type` in `error`'s cause chain (SDKs wrap what fetch throws). */
function findCause<T>(error: unknown, type: new (...args: never[]) => T): T | undefined {
  for (let e = error, depth = 0; e && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof type) return e;
  }
  return undefined;
}

/** Messages and codes along the cause chain (undici hides ECONNRESET a level or two down). */
function chainText(error: unknown): string {
  const parts: string[] = [];
  for (let e = error, depth = 0; e && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof Error) parts.push(e.message, String((e as { code?: unknown }).code ?? ''));
    else parts.push(String(e));
  }
  return parts.filter(Boolean).join(' ');
}

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}

function shorten(s: string): string {
  return s.length > 200 ? `${s.slice(0, 197)}…` : s;
}
