import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { generateStructured } from '../../src/ai/generate.js';
import { createAiClient } from '../../src/ai/provider.js';
import { loadConfig } from '../../src/config.js';
import { startFakeLlm, type FakeLlm } from '../support/fake-llm.js';

/**
 * The recipes of docs/operations.md ("Connecting a model"), as written there: each env block loads as
 * a configuration and, with only AI_BASE_URL pointed at the fake of its wire protocol, its model call
 * arrives on that protocol's path with the recipe's model and key.
 */
const doc = readFileSync(new URL('../../../docs/operations.md', import.meta.url), 'utf8');
const recipes = new Map(
  [...doc.matchAll(/```sh\n# recipe: (\w+)\n([\s\S]*?)```/g)].map(([, name, body]) => [
    name!,
    Object.fromEntries(
      body!
        .trim()
        .split('\n')
        .map((line) => line.split(/=(.*)/s).slice(0, 2) as [string, string]),
    ),
  ]),
);

const schema = z.object({ ok: z.boolean() });
let fake: FakeLlm;
beforeAll(async () => {
  fake = await startFakeLlm({ strict: true });
  fake.fallback = () => ({ json: { ok: true } });
});
afterAll(() => fake.close());

const expected = {
  openai: { path: '/v1/chat/completions', key: (h: Headers) => h.authorization },
  anthropic: { path: '/v1/messages', key: (h: Headers) => h['x-api-key'] },
  ollama: { path: '/v1/chat/completions', key: (h: Headers) => h.authorization },
} as const;
type Headers = Record<string, string | string[] | undefined>;

describe('the model recipes of docs/operations.md', () => {
  it('has the three recipes', () => {
    expect([...recipes.keys()].sort()).toEqual(['anthropic', 'ollama', 'openai']);
  });

  for (const [name, want] of Object.entries(expected)) {
    it(`${name}: the configuration loads and its call reaches the ${want.path} protocol`, async () => {
      const env = recipes.get(name)!;
      const config = loadConfig({ ...env, DATA_DIR: mkdtempSync(join(tmpdir(), 'inkwell-recipe-')) });
      expect(config.ai).toMatchObject({ provider: env.AI_PROVIDER, model: env.AI_MODEL });
      if (env.AI_BASE_URL) expect(config.ai.baseUrl).toBe(env.AI_BASE_URL);
      const client = createAiClient({ ...config.ai, baseUrl: fake.baseUrl }, { retryBaseMs: 10 })!;
      fake.requests.length = 0;
      const r = await generateStructured(client, schema, { system: 'Answer.', prompt: 'Hola.' });
      expect(r.object).toEqual({ ok: true });
      expect(fake.requests).toHaveLength(1);
      const [req] = fake.requests;
      expect(req!.path).toBe(want.path);
      expect(req!.body.model).toBe(env.AI_MODEL);
      const key = want.key(req!.headers);
      if (env.AI_API_KEY) expect(String(key)).toContain(env.AI_API_KEY);
      else expect(key ?? '').not.toMatch(/undefined/);
    });
  }
});
