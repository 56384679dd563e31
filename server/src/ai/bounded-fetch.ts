/**
 * A fetch for model providers that refuses an answer larger than `maxBytes` while it arrives, before
 * anything parses it: one 10 MB answer was once stored and then served on every page load.
 */
export class AnswerTooLargeError extends Error {
  override readonly name = 'AnswerTooLargeError';
  constructor(readonly maxBytes: number) {
    super(`The model's answer was larger than ${maxBytes} bytes`);
  }
}

/** Counts bytes as they pass, without buffering: streamed answers reach the caller as they arrive. */
export function boundedFetch(maxBytes: number, base: typeof fetch = globalThis.fetch): typeof fetch {
  return async (input, init) => {
    const response = await base(input, init);
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > maxBytes) {
      await response.body?.cancel().catch(() => undefined);
      throw new AnswerTooLargeError(maxBytes);
    }
    if (!response.body) return response;
    let total = 0;
    const counted = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          total += chunk.byteLength;
          if (total > maxBytes) controller.error(new AnswerTooLargeError(maxBytes));
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
