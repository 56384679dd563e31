import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AiConfig } from '../../src/config.js';
import { modelGenerator } from '../../src/exercises/generator.js';
import type { ModuleInput } from '../../src/exercises/module-input.js';
import { buildOfflineModule } from '../../src/exercises/offline-generator.js';
import { startFakeLlm, type FakeLlm } from '../support/fake-llm.js';
import { fakeModelClient } from '../support/model-client.js';

/**
 * Lesson modules over the real wire protocols (decision 153): the lesson_module schema is accepted
 * by OpenAI strict mode (it was refused with a 400 for every module), and one bad field no longer
 * throws the whole module away.
 */
const input: ModuleInput = {
  kind: 'vocab',
  title: 'gato',
  description: 'the word gato',
  language: 'es',
  nativeLanguage: 'en',
  level: 'A2',
  mistakes: [],
  examples: ['Hoy veo un gato.'],
};

let fake: FakeLlm;
const logs: string[] = [];
beforeAll(async () => {
  fake = await startFakeLlm({ strict: true });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  logs.length = 0;
});

const client = (over: Partial<AiConfig> = {}) =>
  fakeModelClient(fake, { model: 'gpt-4o-mini', maxRetries: 1, ...over }, { log: (l) => logs.push(l) });

/** A module as a model writes it: optional fields as null, as strict mode makes it answer. */
function modelModule() {
  const m = JSON.parse(JSON.stringify(buildOfflineModule(input))) as {
    guided_practice: { content: { exercises: Array<Record<string, unknown>> } };
    independent_practice: { content: { exercises: Array<Record<string, unknown>> } };
  };
  for (const phase of [m.guided_practice, m.independent_practice]) {
    for (const e of phase.content.exercises) {
      delete e.check;
      for (const k of ['hint', 'explanation', 'difficulty', 'options']) e[k] ??= null;
    }
  }
  return m;
}

describe('lesson modules from a model', () => {
  it('are generated on OpenAI strict mode, one call, with null for absent optional fields', async () => {
    fake.script({ json: modelModule() });
    const module = await modelGenerator(client())(input, new AbortController().signal);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.body.response_format?.json_schema).toMatchObject({
      name: 'lesson_module',
      strict: true,
    });
    expect(module.guided_practice.content.exercises.length).toBeGreaterThan(0);
    expect(logs.join('\n')).not.toMatch(/offline module used/);
  });

  it('keeps a module with `points: 0` and an unknown exercise type (coerced or dropped, not discarded)', async () => {
    const m = modelModule();
    m.guided_practice.content.exercises[0]!.points = 0;
    m.independent_practice.content.exercises.push({
      ...m.independent_practice.content.exercises[0]!,
      type: 'essay',
    });
    fake.script({ json: m });
    const module = await modelGenerator(client())(input, new AbortController().signal);
    expect(fake.requests).toHaveLength(1);
    expect(module.guided_practice.content.exercises[0]!.points).toBe(1);
    expect(logs.join('\n')).toMatch(/salvaged/);
  });

  it('are generated on Anthropic in tool mode too', async () => {
    fake.script({ json: modelModule(), chunkChars: 200 });
    const module = await modelGenerator(
      client({ provider: 'anthropic', model: 'claude-3-5-haiku-latest', apiKey: 'sk-ant-test' }),
    )(input, new AbortController().signal);
    expect(fake.requests[0]!.path).toBe('/v1/messages');
    expect(module.review.content.key_points.length).toBeGreaterThan(0);
  });
});
