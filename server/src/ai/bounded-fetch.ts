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

export function boundedFetch(maxBytes: number, base: typeof fetch = globalThis.fetch): typeof fetch {
  return async (input, init) => {
    const response = await base(input, init);
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > maxBytes) {
      await response.body?.cancel().catch(() => undefined);
      throw new AnswerTooLargeError(maxBytes);
    }
    if (!response.body) return response;
    const reader = response.body.getReader();
    const chunks: Uint8Array[] = [];
    let total = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw new AnswerTooLargeError(maxBytes);
      }
      chunks.push(value);
    }
    return new Response(Buffer.concat(chunks), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
