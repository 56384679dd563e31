import type { Engine } from '../../src/db/database.js';
import type { ModuleInput } from '../../src/exercises/module-input.js';
import { buildOfflineModule } from '../../src/exercises/offline-generator.js';
import { createSignedInUser, createTestApp, type TestApp, type TestUser } from './app.js';
import { startFakeLlm, type FakeLlm, type RecordedRequest } from './fake-llm.js';

/** A valid vocab lesson module for `word`, as a model would answer it; `over` replaces fields of its input. */
export const goodModule = (word: string, over: Partial<ModuleInput> = {}) =>
  buildOfflineModule({
    kind: 'vocab',
    title: word,
    description: `the word ${word}`,
    language: 'es',
    nativeLanguage: 'en',
    level: 'A2',
    mistakes: [],
    examples: [`Hoy veo un ${word}.`],
    ...over,
  });

/**
 * The vocab concept a module request's prompt is about ('word' when it names none): the prompt's JSON
 * data (`"concept":{"kind":"vocab","title":…}`, escaped inside the messages), or a hand-made request's
 * `Concept (vocab): word`.
 */
export const conceptOfPrompt = (req: RecordedRequest) => {
  const messages = JSON.stringify(req.body.messages);
  const m =
    /\\"concept\\":\{\\"kind\\":\\"vocab\\",\\"title\\":\\"(\w+)\\"/.exec(messages) ??
    /Concept \(vocab\): (\w+)/.exec(messages);
  return m?.[1] ?? 'word';
};

/** A test app whose model is the fake `llm` over the OpenAI-compatible wire; `env` adds to or overrides that. */
export const createModelTestApp = (
  engine: Engine,
  llm: FakeLlm,
  env: Record<string, string> = {},
): Promise<TestApp> =>
  createTestApp(engine, {
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: llm.baseUrl,
    AI_MODEL: 'fake-model',
    ...env,
  });

/**
 * An app on a strict fake OpenAI wire (it refuses, as api.openai.com does, a json_schema strict mode
 * would not accept), no retries, with one signed-in learner.
 */
export async function strictModelApp(
  engine: Engine,
  env: Record<string, string> = {},
): Promise<{ llm: FakeLlm; t: TestApp; a: TestUser }> {
  const llm = await startFakeLlm({ strict: true });
  const t = await createModelTestApp(engine, llm, { AI_MAX_RETRIES: '0', ...env });
  return { llm, t, a: await createSignedInUser(t) };
}

/** The one module the benches' model answers for every concept. */
export const BENCH_MODULE = goodModule('palabra', {
  description: 'a word',
  examples: ['Esta palabra es nueva.'],
});
