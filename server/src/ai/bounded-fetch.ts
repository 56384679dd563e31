import { MODEL_ANSWER_MAX_BYTES } from '@inkwell/contract';

/**
 * Bytes on the wire for one model answer. The answer's own cap (MODEL_ANSWER_MAX_BYTES) counts its
 * decoded text in stream-call.ts: the wire carries ~200 bytes of event wrapping per ~4-character
 * OpenAI event, so a 6 KB answer is ~300 KB of wire (issue 27, decision 196). This bound only stops a
 * server that streams without end (keep-alives, empty deltas) or sends one endless event; 128 × the
 * answer cap leaves room for an answer at the cap in 1-character events.
 */
export const MODEL_WIRE_MAX_BYTES = 128 * MODEL_ANSWER_MAX_BYTES;

/** Why an answer was refused: its decoded text or its bytes on the wire went over the cap. */
export class AnswerTooLargeError extends Error {
  override readonly name = 'AnswerTooLargeError';
  constructor(
    readonly maxBytes: number,
    readonly counted: 'answer text' | 'wire' = 'answer text',
  ) {
    super(`The model's ${counted === 'wire' ? 'stream' : 'answer'} was larger than ${maxBytes} bytes`);
  }
}

/**
 * A fetch for model providers that refuses more than `maxBytes` on the wire while it arrives, before
 * anything parses it: one 10 MB answer was once stored and then served on every page load.
 */
export function boundedFetch(maxBytes: number, base: typeof fetch = globalThis.fetch): typeof fetch {
  return async (input, init) => {
    const response = await base(input, init);
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > maxBytes) {
      await response.body?.cancel().catch(() => undefined);
      throw new AnswerTooLargeError(maxBytes, 'wire');
    }
    if (!response.body) return response;
    let total = 0;
    const counted = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          total += chunk.byteLength;
          if (total > maxBytes) controller.error(new AnswerTooLargeError(maxBytes, 'wire'));
          else controller.enqueue(chunk);
        },
      }),
    );
    return new Response(counted, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
