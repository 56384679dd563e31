import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { generateStructured, outputBudget } from '../../src/ai/generate.js';
import { DEFAULT_MAX_OUTPUT_TOKENS } from '../../src/ai/provider.js';
import { ConfigError, loadConfig } from '../../src/config.js';
import { startFakeLlm, type FakeLlm } from '../support/fake-llm.js';
import { REASONING_MODELS } from '../support/openai-reasoning.js';
import { aiCallFailure, fakeModelClient } from '../support/model-client.js';

/**
 * OpenAI's reasoning models refuse `max_tokens` and a temperature other than 1 (decision 172): they
 * get `max_completion_tokens` and no temperature, by name or after the server's 400 says so.
 */
const schema = z.object({ ok: z.boolean() });
const prompt = { system: 'Answer.', prompt: 'Hola.' };
/** max_tokens (or max_completion_tokens) of this prompt. */
const BUDGET = outputBudget(prompt.prompt.length, DEFAULT_MAX_OUTPUT_TOKENS);
const ask = (fake: FakeLlm, model: string, over: Parameters<typeof fakeModelClient>[1] = {}) => {
  const client = fakeModelClient(fake, { model, ...over });
  return { client, run: () => generateStructured(client, schema, prompt, { temperature: 0.2 }) };
};

let fake: FakeLlm;
beforeAll(async () => {
  fake = await startFakeLlm({ strict: true });
  fake.fallback = () => ({ json: { ok: true } });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.reasoningModels = REASONING_MODELS;
});

const sent = () =>
  fake.requests.map((r) => ({
    max_tokens: r.body.max_tokens,
    max_completion_tokens: r.body.max_completion_tokens,
    temperature: r.body.temperature,
  }));

describe('reasoning models on the OpenAI-compatible wire', () => {
  it('the fake refuses them as api.openai.com does', async () => {
    const e = await aiCallFailure(
      generateStructured(
        {
          ...fakeModelClient(fake, { model: 'o3-mini', tokenParameter: 'max_tokens' }),
          requestShape: undefined,
        },
        schema,
        prompt,
      ),
    );
    expect(e.reason).toMatch(/answered 400: .*'max_tokens' is not supported with this model/);
  });

  it('o3-mini (known by name) gets max_completion_tokens and no temperature in one call', async () => {
    const r = await ask(fake, 'o3-mini').run();
    expect(r.object).toEqual({ ok: true });
    expect(sent()).toEqual([
      { max_tokens: undefined, max_completion_tokens: BUDGET, temperature: undefined },
    ]);
  });

  it('behind a router prefix too (openai/gpt-5-mini)', async () => {
    fake.reasoningModels = /gpt-5/;
    await ask(fake, 'openai/gpt-5-mini').run();
    expect(sent()).toHaveLength(1);
    expect(sent()[0]!.max_completion_tokens).toBe(BUDGET);
  });

  it('a model not known by name is resent as each 400 asks, then sent right at once', async () => {
    fake.reasoningModels = /^house-reasoner$/;
    const { run } = ask(fake, 'house-reasoner');
    const r = await run();
    expect(r.object).toEqual({ ok: true });
    expect(r.attempts).toBe(1);
    expect(sent()).toEqual([
      { max_tokens: BUDGET, max_completion_tokens: undefined, temperature: 0.2 },
      { max_tokens: undefined, max_completion_tokens: BUDGET, temperature: 0.2 },
      { max_tokens: undefined, max_completion_tokens: BUDGET, temperature: undefined },
    ]);
    fake.requests.length = 0;
    await run();
    expect(sent()).toHaveLength(1);
  });

  it('AI_TOKEN_PARAMETER=max_completion_tokens is sent from the first call; other models keep max_tokens and temperature', async () => {
    await ask(fake, 'gpt-4.1-mini', { tokenParameter: 'max_completion_tokens' }).run();
    await ask(fake, 'gpt-4o-mini').run();
    expect(sent()).toEqual([
      { max_tokens: undefined, max_completion_tokens: BUDGET, temperature: 0.2 },
      { max_tokens: BUDGET, max_completion_tokens: undefined, temperature: 0.2 },
    ]);
  });

  it('a 400 about anything else is not resent', async () => {
    fake.script({ status: 400, body: { error: { message: 'Invalid image', param: 'messages' } } });
    const e = await aiCallFailure(ask(fake, 'gpt-4o-mini').run());
    expect(e.kind).toBe('http');
    expect(fake.requests).toHaveLength(1);
  });

  it('AI_TOKEN_PARAMETER is checked when the configuration loads', () => {
    const env = { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: 'http://127.0.0.1:1/v1', AI_MODEL: 'o3' };
    expect(loadConfig({ ...env, DATA_DIR: '/tmp/inkwell-h2-cfg' }).ai.tokenParameter).toBe('auto');
    expect(() => loadConfig({ ...env, DATA_DIR: '/tmp/inkwell-h2-cfg', AI_TOKEN_PARAMETER: 'max' })).toThrow(
      ConfigError,
    );
  });
});
