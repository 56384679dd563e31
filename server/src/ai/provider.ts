import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { MODEL_ANSWER_MAX_BYTES } from '@inkwell/contract';
import type { LanguageModel } from 'ai';
import type { AiConfig } from '../config.js';
import { boundedFetch } from './bounded-fetch.js';
import { limiterFor, type Limiter } from './limiter.js';

/** A configured model with the settings every call to it uses. */
export interface AiClient {
  model: LanguageModel;
  /** e.g. 'gpt-4o-mini' — shown with an assessment made by this model. */
  modelName: string;
  /** Where the model answers, for failure messages (never includes the key). */
  endpoint: string;
  timeoutMs: number;
  maxRetries: number;
  limiter: Limiter;
  /** First backoff delay; doubles per retry. */
  retryBaseMs: number;
  /** The operator's log: failure details and repairs of model answers go here, never to learners. */
  log?: ((line: string) => void) | undefined;
  /** The API key, so log lines can blank it out wherever a provider echoes it. */
  secret?: string | undefined;
}

const ANTHROPIC_DEFAULT_URL = 'https://api.anthropic.com/v1';

/** The model of `AI_PROVIDER`, or null when the provider is 'offline'. */
export function createAiClient(
  ai: AiConfig,
  overrides: Partial<Pick<AiClient, 'retryBaseMs' | 'log'>> = {},
): AiClient | null {
  if (ai.provider === 'offline') return null;
  const modelName = ai.model;
  if (!modelName) throw new Error('AI_MODEL is required for a model provider');
  let model: LanguageModel;
  let endpoint: string;
  const fetch = boundedFetch(MODEL_ANSWER_MAX_BYTES);
  if (ai.provider === 'openai-compatible') {
    if (!ai.baseUrl) throw new Error('AI_BASE_URL is required for AI_PROVIDER=openai-compatible');
    endpoint = ai.baseUrl;
    model = createOpenAICompatible({
      name: 'openai-compatible',
      baseURL: ai.baseUrl,
      apiKey: ai.apiKey,
      supportsStructuredOutputs: true,
      fetch,
    }).chatModel(modelName);
  } else {
    endpoint = ai.baseUrl ?? ANTHROPIC_DEFAULT_URL;
    model = createAnthropic({ apiKey: ai.apiKey, baseURL: endpoint, fetch })(modelName);
  }
  return {
    model,
    modelName,
    endpoint,
    timeoutMs: ai.timeoutMs,
    maxRetries: ai.maxRetries,
    limiter: limiterFor(`${ai.provider} ${endpoint}`, ai.concurrency),
    retryBaseMs: overrides.retryBaseMs ?? 500,
    log: overrides.log,
    secret: ai.apiKey,
  };
}
