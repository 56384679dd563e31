import { createAiClient, type AiClient } from '../ai/provider.js';
import type { AiConfig } from '../config.js';
import { createModelAssessor } from './model-assessor.js';
import { createOfflineAssessor } from './offline/assessor.js';
import type { Assessor } from './types.js';

/**
 * The assessor AI_PROVIDER selects: the offline one by default, else the configured model (the
 * runtime's client when given, so model failures reach its log).
 */
export function createAssessor(ai: AiConfig, client: AiClient | null = createAiClient(ai)): Assessor {
  return client ? createModelAssessor(client) : createOfflineAssessor();
}
