import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { AiConfig } from '../config.js';
import { boundedFetch, MODEL_WIRE_MAX_BYTES } from './bounded-fetch.js';
import { limiterFor, type Limiter } from './limiter.js';
import { SetupFaults } from './setup-fault.js';
import { initialShape, shapeBody, type RequestShape } from './token-parameter.js';

/** The provider-neutral streaming interface (LanguageModelV3) both providers implement. */
type ChatModel = ReturnType<ReturnType<typeof createOpenAICompatible>['chatModel']>;
export type StreamingModel = Pick<ChatModel, 'doStream' | 'provider' | 'modelId'>;

/** Default output-token ceiling: Claude 3.5 Haiku's maximum, the smallest of the common models. */
export const DEFAULT_MAX_OUTPUT_TOKENS = 8192;

/** A configured model with the settings every call to it uses. */
export interface AiClient {
  model: StreamingModel;
  /** e.g. 'gpt-4o-mini' — shown with an assessment made by this model. */
  modelName: string;
  /** Where the model answers, for failure messages (never includes the key). */
  endpoint: string;
  /** Idle timeout of one call: the longest the model may stay silent (decision 153). */
  timeoutMs: number;
  maxRetries: number;
  /** The provider's or model's output-token maximum (AI_MAX_OUTPUT_TOKENS); calls ask for less. */
  maxOutputTokens: number;
  limiter: Limiter;
  /** First backoff delay; doubles per retry. */
  retryBaseMs: number;
  /** The operator's log: failure details and repairs of model answers go here, never to learners. */
  log?: ((line: string) => void) | undefined;
  /** The API key, so log lines can blank it out wherever a provider echoes it. */
  secret?: string | undefined;
  /** Configuration faults seen on calls (a refused key, an unknown model), for the log and readiness. */
  setup: SetupFaults;
  /** The longest Retry-After honoured (AI_RETRY_AFTER_MAX_SECONDS). */
  retryAfterMaxMs: number;
  /** OpenAI-compatible only: max_tokens or max_completion_tokens, temperature or not (token-parameter.ts). */
  requestShape?: RequestShape | undefined;
}

/** The longest Retry-After honoured unless AI_RETRY_AFTER_MAX_SECONDS says otherwise. */
export const DEFAULT_RETRY_AFTER_MAX_MS = 300_000;

const ANTHROPIC_DEFAULT_URL = 'https://api.anthropic.com/v1';

/** The model of `AI_PROVIDER`, or null when the provider is 'offline'. */
export function createAiClient(
  ai: AiConfig,
  overrides: Partial<Pick<AiClient, 'retryBaseMs' | 'log'>> = {},
): AiClient | null {
  if (ai.provider === 'offline') return null;
  const modelName = ai.model;
  if (!modelName) throw new Error('AI_MODEL is required for a model provider');
  let model: StreamingModel;
  let endpoint: string;
  let requestShape: RequestShape | undefined;
  const fetch = boundedFetch(MODEL_WIRE_MAX_BYTES);
  if (ai.provider === 'openai-compatible') {
    if (!ai.baseUrl) throw new Error('AI_BASE_URL is required for AI_PROVIDER=openai-compatible');
    endpoint = ai.baseUrl;
    const shape = initialShape(ai.tokenParameter ?? 'auto', modelName);
    requestShape = shape;
    model = createOpenAICompatible({
      name: 'openai-compatible',
      baseURL: ai.baseUrl,
      apiKey: ai.apiKey,
      supportsStructuredOutputs: true,
      // Streamed answers end with token usage (cost per entry, bench); servers without it ignore it.
      includeUsage: true,
      // Reasoning models want max_completion_tokens and no temperature; read at every request.
      transformRequestBody: (body) => shapeBody(body, shape),
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
    maxOutputTokens: ai.maxOutputTokens ?? DEFAULT_MAX_OUTPUT_TOKENS,
    limiter: limiterFor(`${ai.provider} ${endpoint}`, ai.concurrency),
    retryBaseMs: overrides.retryBaseMs ?? 500,
    log: overrides.log,
    secret: ai.apiKey,
    setup: new SetupFaults(overrides.log),
    retryAfterMaxMs: ai.retryAfterMaxMs ?? DEFAULT_RETRY_AFTER_MAX_MS,
    requestShape,
  };
}
