import { expect } from 'vitest';
import { AiCallError } from '../../src/ai/errors.js';
import { createAiClient, type AiClient } from '../../src/ai/provider.js';
import type { AiConfig } from '../../src/config.js';
import type { FakeLlm } from './fake-llm.js';

/**
 * An AI client whose model is the fake `llm` over the OpenAI-compatible wire (two retries 10 ms apart
 * unless `opts` says otherwise); `over` replaces fields of its config.
 */
export function fakeModelClient(
  llm: FakeLlm,
  over: Partial<AiConfig> = {},
  opts: Partial<Pick<AiClient, 'retryBaseMs' | 'log'>> = {},
): AiClient {
  const config: AiConfig = {
    provider: 'openai-compatible',
    baseUrl: llm.baseUrl,
    apiKey: 'test-key',
    model: 'fake-model',
    timeoutMs: 5_000,
    maxRetries: 2,
    concurrency: 2,
    ...over,
  };
  return createAiClient(config, { retryBaseMs: 10, ...opts })!;
}

/** The AiCallError `promise` rejects with; the test fails when it resolves or rejects with anything else. */
export async function aiCallFailure(promise: Promise<unknown>): Promise<AiCallError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AiCallError);
  return error as AiCallError;
}
