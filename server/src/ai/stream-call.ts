import { MODEL_ANSWER_MAX_BYTES } from '@inkwell/contract';
import { AnswerTooLargeError } from './bounded-fetch.js';
import type { AiClient } from './provider.js';
import type { JsonSchema } from './wire-schema.js';

/** The provider-neutral model interface (LanguageModelV3) both our providers implement. */
type Model = AiClient['model'];
export type CallOptions = Parameters<Model['doStream']>[0];
export type ModelMessage = CallOptions['prompt'][number];

export interface StreamAnswer {
  text: string;
  /** 'stop', 'length' (max_tokens), 'content-filter' (a refusal), … */
  finishReason: string;
  inputTokens: number;
  outputTokens: number;
}

/** Thrown when the model stayed silent longer than the idle timeout. */
export class IdleTimeoutError extends Error {
  override readonly name = 'IdleTimeoutError';
}

export interface StreamRequest {
  messages: ModelMessage[];
  schema: JsonSchema;
  schemaName: string;
  schemaDescription?: string | undefined;
  maxOutputTokens: number;
  temperature?: number | undefined;
  signal?: AbortSignal | undefined;
  /** The answer's text so far after each piece (progressive display); '' when an answer starts. */
  onText?: ((soFar: string) => void) | undefined;
}

/**
 * One streamed model call. The clock is an idle timeout (`client.timeoutMs` without a byte), armed
 * here — so only once the caller holds a concurrency slot — and reset by every part that arrives: a
 * long answer at 80 tokens/s succeeds, a stalled connection fails fast.
 */
export async function streamOnce(client: AiClient, req: StreamRequest): Promise<StreamAnswer> {
  // A call that waited for its slot while the job was cancelled must not reach the model.
  req.signal?.throwIfAborted();
  const idle = new AbortController();
  const signal = req.signal ? AbortSignal.any([req.signal, idle.signal]) : idle.signal;
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => idle.abort(new IdleTimeoutError('idle')), client.timeoutMs);
  };
  arm();
  const answer: StreamAnswer = { text: '', finishReason: 'unknown', inputTokens: 0, outputTokens: 0 };
  // The cap counts the answer's decoded text, not the event wrapping around it (decision 196).
  let answerBytes = 0;
  try {
    const { stream } = await raceAbort(
      client.model.doStream({
        prompt: req.messages,
        responseFormat: {
          type: 'json',
          schema: req.schema as never,
          name: req.schemaName,
          ...(req.schemaDescription ? { description: req.schemaDescription } : {}),
        },
        maxOutputTokens: req.maxOutputTokens,
        ...(req.temperature === undefined ? {} : { temperature: req.temperature }),
        abortSignal: signal,
      }),
      signal,
    );
    // A retry's answer starts from nothing: progress read from an earlier attempt is void.
    req.onText?.('');
    const reader = stream.getReader();
    for (;;) {
      const { done, value: part } = await raceAbort(reader.read(), signal);
      if (done) break;
      arm();
      if (part.type === 'text-delta') {
        answerBytes += Buffer.byteLength(part.delta);
        if (answerBytes > MODEL_ANSWER_MAX_BYTES) throw new AnswerTooLargeError(MODEL_ANSWER_MAX_BYTES);
        answer.text += part.delta;
        req.onText?.(answer.text);
      } else if (part.type === 'error') {
        throw part.error;
      } else if (part.type === 'finish') {
        answer.finishReason = part.finishReason.unified;
        answer.inputTokens = part.usage.inputTokens.total ?? 0;
        answer.outputTokens = part.usage.outputTokens.total ?? 0;
      }
    }
    // A body that ended without the provider's finish event was cut mid-way (connection dropped).
    if (answer.finishReason === 'unknown') throw new Error('socket: the answer ended before it was finished');
    return answer;
  } catch (error) {
    if (idle.signal.aborted && !req.signal?.aborted) throw new IdleTimeoutError('idle', { cause: error });
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** Rejects as soon as `signal` aborts, even if `p` never settles. */
function raceAbort<T>(p: PromiseLike<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    Promise.resolve(p).then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(e as Error);
      },
    );
  });
}
