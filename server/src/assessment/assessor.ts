import { createAiClient } from '../ai/provider.js';
import type { AiConfig } from '../config.js';
import { createModelAssessor } from './model-assessor.js';
import { createOfflineAssessor } from './offline/assessor.js';
import type { Assessor } from './types.js';

/** The assessor AI_PROVIDER selects: the offline one by default, else the configured model. */
export function createAssessor(ai: AiConfig): Assessor {
  const client = createAiClient(ai);
  return client ? createModelAssessor(client) : createOfflineAssessor();
}
