import { modulePhases, type ModulePhases } from '@inkwell/contract';
import { generateStructured } from '../ai/generate.js';
import type { AiClient } from '../ai/provider.js';
import { TEACHING_TEMPERATURE } from '../assessor/index.js';
import type { ModuleInput } from './module-input.js';
import { modulePrompt } from './module-prompt.js';
import { repairModule } from './module-repair.js';
import { buildOfflineModule } from './offline-generator.js';
import { offlineModule } from './offline-module.js';

/** Builds one module's phases for one concept. */
export type ModuleGenerator = (input: ModuleInput, signal: AbortSignal) => Promise<ModulePhases>;

/** Offline: distractors checked against the offline checker's dictionary (offline-module.ts). */
export const offlineGenerator: ModuleGenerator = (input) => offlineModule(input);

/**
 * The model-facing lesson_module schema (decision 153): no `check` (the server derives it), a maxItems
 * on every list; the rest of the contract is checked after the answer, item by item.
 */
const MODULE_WIRE = {
  omit: ['check'],
  maxItems: { exercises: 8, options: 6, examples: 8, key_points: 8, common_mistakes: 8 },
  defaultMaxItems: 8,
};
/** A module is long whatever its prompt: six phases, up to sixteen exercises. */
const MODULE_OUTPUT_TOKENS = 4096;

/** Model calls per module when the answers cannot be repaired into a usable module. */
const MODULE_GENERATIONS = 3;

/**
 * Asks the configured model for a module, then repairs what it answered (module-repair.ts). An answer
 * with nothing usable left is asked for again; after MODULE_GENERATIONS such answers the concept gets
 * the offline generator's module, so one bad module never fails the learner's whole session.
 */
export function modelGenerator(client: AiClient): ModuleGenerator {
  return async (input, signal) => {
    const prompt = modulePrompt(input);
    for (let generation = 1; generation <= MODULE_GENERATIONS; generation++) {
      const { object } = await generateStructured(client, modulePhases, prompt, {
        signal,
        schemaName: 'lesson_module',
        wire: MODULE_WIRE,
        minOutputTokens: MODULE_OUTPUT_TOKENS,
        temperature: TEACHING_TEMPERATURE,
      });
      const { module, repairs } = repairModule(object);
      if (repairs.length) {
        client.log?.(
          `model module for "${input.title}" repaired (generation ${generation}): ${repairs.slice(0, 20).join('; ')}`,
        );
      }
      if (module) return module;
    }
    client.log?.(
      `model module for "${input.title}" unusable ${MODULE_GENERATIONS} times; offline module used`,
    );
    return buildOfflineModule(input);
  };
}
