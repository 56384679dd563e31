import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { modulePhases } from '@inkwell/contract';
import { AiCallError } from '../../src/ai/errors.js';
import { generateStructured } from '../../src/ai/generate.js';
import { permanentIfModelGaveUp } from '../../src/ai/job-failure.js';
import { assessInParts, splitEntry } from '../../src/assessor/entry-parts.js';
import type { AiConfig } from '../../src/config.js';
import { RetryLaterJobError } from '../../src/jobs/types.js';
import { z } from 'zod';
import { startFakeLlm, type FakeLlm } from '../support/fake-llm.js';
import { aiCallFailure as failure, fakeModelClient } from '../support/model-client.js';

/**
 * The model path over both real wire protocols (decision 153): a strict OpenAI fake that refuses
 * what api.openai.com refuses, streamed answers, refusals, cut-offs, dropped connections, rate
 * limits, and the Anthropic Messages API in structured-output and tool modes.
 */
const answerSchema = z.object({
  level: z.enum(['A1', 'A2', 'B1', 'B2', 'C1', 'C2']),
  corrections: z.array(
    z.object({
      original: z.string().min(1),
      corrected: z.string(),
      category: z.enum(['spelling', 'accents', 'grammar', 'other']),
      note: z.string().optional(),
    }),
  ),
});
const good = {
  level: 'A2',
  corrections: [{ original: 'goed', corrected: 'went', category: 'grammar', note: null }],
};
const prompt = { system: 'You correct.', prompt: 'Yesterday I goed home.' };

let fake: FakeLlm;
beforeAll(async () => {
  fake = await startFakeLlm({ strict: true });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.strict = true;
});

const client = (over: Partial<AiConfig> = {}) => fakeModelClient(fake, over);
const anthropic = (model: string, over: Partial<AiConfig> = {}) =>
  client({ provider: 'anthropic', model, apiKey: 'sk-ant-test', ...over });

describe('one model-facing schema for every provider', () => {
  it('the lesson_module schema passes OpenAI strict mode (it was refused, 400, on every module)', async () => {
    fake.script({ status: 500 }); // only the schema check matters here
    const e = await failure(
      generateStructured({ ...client(), maxRetries: 0 }, modulePhases, prompt, {
        schemaName: 'lesson_module',
        wire: { omit: ['check'] },
      }),
    );
    expect(fake.requests).toHaveLength(1);
    const format = fake.requests[0]!.body.response_format!;
    expect(format.json_schema?.strict).toBe(true);
    // The strict fake refused nothing (no 400): the scripted 500 was reached.
    expect(e.reason).toMatch(/answered 500/);
    expect(fake.requests[0]!.body.stream).toBe(true);
  });

  it('the strict fake refuses a schema with an optional property, as api.openai.com does', async () => {
    fake.script({ json: good });
    const error = await failure(
      generateStructured({ ...client(), maxRetries: 0 }, answerSchema, prompt, {
        wire: { maxItems: {} },
      }).then(async () => {
        // Our schema made `note` required and nullable; send the raw zod rendering to prove the fake bites.
        const res = await fetch(`${fake.baseUrl}/chat/completions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            model: 'm',
            messages: [],
            response_format: {
              type: 'json_schema',
              json_schema: { name: 'x', strict: true, schema: z.toJSONSchema(answerSchema) },
            },
          }),
        });
        const body = (await res.json()) as { error: { message: string } };
        throw new AiCallError(`${res.status} ${body.error.message}`, 'http', 1);
      }),
    );
    expect(error.reason).toMatch(/^400 Invalid schema .*(Missing 'note'|minLength)/);
  });

  it('works on Anthropic structured output (claude-haiku-4-5) and the JSON tool (claude-3-5-haiku)', async () => {
    for (const model of ['claude-haiku-4-5', 'claude-3-5-haiku-latest']) {
      fake.requests.length = 0;
      fake.script({ json: good, chunkChars: 7 });
      const r = await generateStructured(anthropic(model), answerSchema, prompt);
      expect(r.object.corrections[0]).toMatchObject({ original: 'goed', corrected: 'went' });
      const body = fake.requests[0]!.body;
      expect(fake.requests[0]!.path).toBe('/v1/messages');
      if (model === 'claude-haiku-4-5') expect(body.output_config).toBeDefined();
      else expect(body.tools).toMatchObject([{ name: 'json' }]);
    }
  });
});

describe('salvaging imperfect answers', () => {
  it('keeps the good items, coerces B3 and an invented category, drops the unusable one', async () => {
    fake.script({
      json: {
        level: 'B3',
        corrections: [
          { original: 'goed', corrected: 'went', category: 'invented-thing', note: null },
          { original: '', corrected: 'x', category: 'grammar', note: null },
          { original: 'dia', corrected: 'día', category: 'accent', note: null },
        ],
      },
    });
    const r = await generateStructured(client(), answerSchema, prompt);
    expect(r.object.level).toBe('B2');
    expect(r.object.corrections.map((c) => [c.original, c.category])).toEqual([
      ['goed', 'other'],
      ['dia', 'accents'],
    ]);
    expect(r.dropped).toEqual({ corrections: 1 });
    expect(fake.requests).toHaveLength(1);
  });

  it('sends the parse error back in a repair turn instead of the same prompt', async () => {
    fake.script({ content: '{"level": "A2", "corrections": [' }, { json: good });
    const r = await generateStructured(client(), answerSchema, prompt);
    expect(r.attempts).toBe(2);
    const second = fake.requests[1]!.body.messages!;
    expect(second.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(JSON.stringify(second[3]!.content)).toMatch(/could not be used: /);
  });

  it('strips <think> blocks and ```json fences of local models', async () => {
    fake.strict = false;
    fake.script({ content: `<think>The learner…</think>\n\`\`\`json\n${JSON.stringify(good)}\n\`\`\`` });
    const r = await generateStructured(client(), answerSchema, prompt);
    expect(r.object.level).toBe('A2');
    expect(fake.requests).toHaveLength(1);
  });
});

describe('refusals and cut-offs are named as such', () => {
  it('an OpenAI refusal and an Anthropic stop_reason refusal fail once, as refused', async () => {
    fake.script({ refusal: 'I can’t help with that.' });
    const openai = await failure(generateStructured(client(), answerSchema, prompt));
    fake.script({ refusal: 'no' });
    const claude = await failure(generateStructured(anthropic('claude-haiku-4-5'), answerSchema, prompt));
    for (const e of [openai, claude]) {
      expect(e.kind).toBe('refused');
      expect(e.message).toBe('The model declined to work on this text.');
      expect(e.reason).not.toMatch(/JSON/);
    }
    expect(fake.requests).toHaveLength(2);
  });

  it('a max_tokens cut-off is retried with the whole budget, then reported as cut off', async () => {
    const half = JSON.stringify(good).slice(0, 20);
    fake.script({ content: half, finishReason: 'length' }, { json: good });
    const r = await generateStructured(client({ maxOutputTokens: 8192 }), answerSchema, prompt);
    expect(r.object.level).toBe('A2');
    const [first, second] = fake.requests.map((q) => q.body.max_tokens!);
    expect(first).toBeLessThan(8192);
    expect(second).toBe(8192);

    fake.requests.length = 0;
    fake.script({ content: half, finishReason: 'length' });
    const e = await failure(
      generateStructured(
        anthropic('claude-3-5-haiku-latest', { maxOutputTokens: 1024 }),
        answerSchema,
        prompt,
      ),
    );
    expect(e.kind).toBe('cut_off');
    expect(e.reason).toMatch(/max_tokens 1024/);
    expect(fake.requests).toHaveLength(1);
  });
});

describe('transport', () => {
  it('sets max_tokens from the input size, under the provider maximum', async () => {
    fake.script({ json: good }, { json: good });
    await generateStructured(client({ maxOutputTokens: 8192 }), answerSchema, prompt);
    await generateStructured(client({ maxOutputTokens: 8192 }), answerSchema, {
      ...prompt,
      prompt: 'x'.repeat(20_000),
    });
    const [short, long] = fake.requests.map((q) => q.body.max_tokens!);
    expect(short).toBeLessThan(2_000);
    expect(long).toBe(8192);
  });

  it('a slow stream succeeds past the old total timeout: the clock is idle time', async () => {
    fake.script({ json: good, chunkChars: 8, chunkDelayMs: 120 });
    const started = Date.now();
    const r = await generateStructured(client({ timeoutMs: 1_000 }), answerSchema, prompt);
    expect(Date.now() - started).toBeGreaterThan(1_000);
    expect(r.attempts).toBe(1);
  });

  it('a silent model times out on idle', async () => {
    fake.script({ json: good, delayMs: 3_000 }, { json: good, delayMs: 3_000 });
    const e = await failure(
      generateStructured(client({ timeoutMs: 1_000, maxRetries: 1 }), answerSchema, prompt),
    );
    expect(e.kind).toBe('timeout');
  });

  it('the timeout starts when the call gets its concurrency slot', async () => {
    const c = client({ timeoutMs: 1_000, concurrency: 1 });
    fake.script({ json: good, delayMs: 800 }, { json: good, delayMs: 800 });
    const both = await Promise.all([
      generateStructured({ ...c, maxRetries: 0 }, answerSchema, prompt),
      generateStructured({ ...c, maxRetries: 0 }, answerSchema, prompt),
    ]);
    expect(both.map((r) => r.attempts)).toEqual([1, 1]);
  });

  it('a connection dropped mid-body is retried', async () => {
    fake.script({ json: good, chunkChars: 5, cutAfterChunks: 3 }, { json: good });
    const r = await generateStructured(client(), answerSchema, prompt);
    expect(r.attempts).toBe(2);
  });

  it('429 with Retry-After and 529 are not retried in-process: the job is re-queued over minutes', async () => {
    fake.script({ status: 429, headers: { 'retry-after': '120' } });
    const e = await failure(generateStructured(client(), answerSchema, prompt));
    expect(e.kind).toBe('rate_limited');
    expect(e.retryAfterMs).toBe(120_000);
    fake.script({ status: 529 }, { json: good, streamError: 'overloaded_error' });
    const overloaded = await failure(generateStructured(anthropic('claude-haiku-4-5'), answerSchema, prompt));
    expect(overloaded.kind).toBe('rate_limited');
    // Overload announced inside a 200 stream (Anthropic's `error` event) is the same as a 529.
    const midStream = await failure(generateStructured(anthropic('claude-haiku-4-5'), answerSchema, prompt));
    expect(midStream.kind).toBe('rate_limited');
    expect(fake.requests).toHaveLength(3);
    const later = (() => {
      try {
        permanentIfModelGaveUp(e, 1);
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(later).toBeInstanceOf(RetryLaterJobError);
    expect((later as RetryLaterJobError).delayMs).toBeGreaterThanOrEqual(120_000);
  });
});

describe('long entries', () => {
  it('are split at paragraph boundaries into several calls whose corrections are merged', async () => {
    const paragraph = (n: number) => `Paragraph ${n} goed well. `.repeat(120).trim();
    const text = [1, 2, 3, 4].map(paragraph).join('\n\n'); // ~11,000 characters
    expect(splitEntry(text, 6_000).join('')).toBe(text);
    expect(splitEntry(text, 6_000).every((p) => p.length <= 6_000 && /^Paragraph/.test(p.trim()))).toBe(true);
    fake.fallback = (req) => {
      const ns = [...new Set(JSON.stringify(req.body.messages).match(/Paragraph \d/g))];
      const corrections = ns.map((original) => ({ original, corrected: 'x', category: 'other', note: null }));
      return { json: { level: 'A2', corrections } };
    };
    try {
      const c = client({ maxOutputTokens: 8192 });
      const r = await assessInParts(text, c.maxOutputTokens, (part) =>
        generateStructured(c, answerSchema, { ...prompt, prompt: part }),
      );
      // ~11,000 characters → two parts of two paragraphs each, both answers merged in entry order.
      expect(r.calls).toBe(2);
      expect(r.object.corrections.map((x) => x.original)).toEqual([1, 2, 3, 4].map((n) => `Paragraph ${n}`));
      for (const q of fake.requests) expect(q.body.max_tokens).toBeLessThanOrEqual(8192);
    } finally {
      fake.fallback = () => ({ status: 500 });
    }
  });
});
