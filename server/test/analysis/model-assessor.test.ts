import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createModelAssessor } from '../../src/assessor/model-assessor.js';
import type { ModelAnswer } from '../../src/assessor/model-prompt.js';
import type { AiConfig } from '../../src/config.js';
import { startFakeLlm, type FakeLlm } from '../support/fake-llm.js';
import { aiCallFailure as failure, fakeModelClient } from '../support/model-client.js';

const TEXT = 'Yesterday I goed to the beach with my freind. The water were cold.';
const input = { text: TEXT, targetLanguage: 'en', nativeLanguage: 'es', userId: 'user-1' };

const goodAnswer: ModelAnswer = {
  feedback: 'Buen trabajo. Revisa los verbos irregulares.',
  student_language_level: 'A2',
  level_justification: 'Frases simples en pasado.',
  corrections: [
    {
      context_before: 'Yesterday I',
      original: 'goed',
      corrected: 'went',
      explanation: 'Verbo irregular.',
      category: 'grammar',
      severity: 'major',
    },
    {
      context_before: 'with my',
      original: 'freind',
      corrected: 'friend',
      explanation: 'Ortografía.',
      category: 'spelling',
      severity: 'major',
    },
    {
      context_before: 'The water',
      original: 'were',
      corrected: 'was',
      explanation: 'Concordancia.',
      category: 'grammar',
      severity: 'major',
    },
  ],
  vocab_concepts: [
    {
      word: 'friend',
      correction_type: 'spelling',
      justification: 'Palabra común.',
      meaning: 'amigo',
      example: 'She is my friend.',
      source_original: 'freind',
    },
  ],
  grammar: [
    {
      title: 'Irregular past tense',
      description: 'Algunos verbos no usan -ed.',
      examples: ['I went home.'],
      difficulty_level: 'beginner',
      tags: ['past'],
    },
  ],
};

let fake: FakeLlm;
beforeAll(async () => {
  fake = await startFakeLlm();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const client = (over: Partial<AiConfig> = {}) => fakeModelClient(fake, over, { retryBaseMs: 20 });

describe('model assessor through an OpenAI-compatible server', () => {
  it('anchors a good answer and asks for a json_schema response', async () => {
    fake.script({ json: goodAnswer });
    const { data, anchoring } = await createModelAssessor(client()).assess(input);
    expect(data.corrections.map((c) => [TEXT.slice(c.start, c.end), c.corrected, c.category])).toEqual([
      ['goed', 'went', 'grammar'],
      ['freind', 'friend', 'spelling'],
      ['were', 'was', 'grammar'],
    ]);
    expect(anchoring).toMatchObject({ proposed: 3, kept: 3 });
    expect(data).toMatchObject({
      assessor: 'model',
      model: 'fake-model',
      language: 'en',
      student_language_level: 'A2',
      notes: [],
    });
    expect(data.vocab_concepts[0]).toMatchObject({
      word: 'friend',
      meaning: 'amigo',
      context: 'Yesterday I goed to the beach with my freind.',
    });
    expect(data.vocab_concepts[0]!.vocab_uuid).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(data.grammar[0]).toMatchObject({ title: 'Irregular past tense', target_language: 'en' });

    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]!;
    expect(sent.headers.authorization).toBe('Bearer test-key');
    expect(sent.body.model).toBe('fake-model');
    expect(sent.body.response_format?.type).toBe('json_schema');
    expect(sent.body.response_format?.json_schema?.schema).toMatchObject({ type: 'object' });
    expect(JSON.stringify(sent.body.messages)).toContain('Spanish');
    expect(JSON.stringify(sent.body.messages)).toContain('my freind');
    // Each word's meaning is asked for in the learner's native language (decision 150).
    expect(JSON.stringify(sent.body.messages)).toContain('a short translation into Spanish');
  });

  it('drops a correction whose original is not in the entry', async () => {
    fake.script({
      json: {
        ...goodAnswer,
        corrections: [
          ...goodAnswer.corrections,
          {
            context_before: 'I',
            original: 'swimmed',
            corrected: 'swam',
            explanation: 'x',
            category: 'grammar',
            severity: 'minor',
          },
        ],
      },
    });
    const { data, anchoring } = await createModelAssessor(client()).assess(input);
    expect(data.corrections.map((c) => c.original)).toEqual(['goed', 'freind', 'were']);
    expect(anchoring).toMatchObject({ proposed: 4, kept: 3, unanchored: 1 });
    expect(data.notes).toEqual([
      "1 of the model's 4 corrections could not be placed in the text and were left out.",
    ]);
  });

  it('retries malformed JSON, then fails with a readable reason', async () => {
    fake.script(
      { content: '{"feedback": "Good' },
      { content: 'not json at all' },
      { content: '{"feedback": ' },
    );
    const error = await failure(createModelAssessor(client()).assess(input));
    expect(error.reason).toBe("The model's answer was not valid JSON three times");
    expect(error.kind).toBe('invalid_json');
    expect(fake.requests).toHaveLength(3);
  });

  it('retries an answer that misses fields, and succeeds on the next one', async () => {
    fake.script({ json: { feedback: 'only this' } }, { json: goodAnswer });
    const { data } = await createModelAssessor(client()).assess(input);
    expect(data.corrections).toHaveLength(3);
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up on a slow answer past the timeout', async () => {
    fake.script({ json: goodAnswer, delayMs: 3_000 }, { json: goodAnswer, delayMs: 3_000 });
    const started = Date.now();
    const error = await failure(createModelAssessor(client({ timeoutMs: 300, maxRetries: 1 })).assess(input));
    expect(error.kind).toBe('timeout');
    expect(error.reason).toBe(`The model at ${fake.baseUrl} did not answer within 0.3 s twice`);
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it('hands a 429 back at once with its Retry-After, for the job to be re-queued (decision 153)', async () => {
    fake.script({ status: 429, headers: { 'retry-after': '1' } });
    const error = await failure(createModelAssessor(client()).assess(input));
    expect(error).toMatchObject({ kind: 'rate_limited', retryAfterMs: 1000 });
    expect(fake.requests).toHaveLength(1);
  });

  it('names the endpoint and the status after the last retry of a 500', async () => {
    fake.script({ status: 500 }, { status: 500 }, { status: 500 });
    const error = await failure(createModelAssessor(client()).assess(input));
    expect(error.reason).toBe(`The model at ${fake.baseUrl} answered 500 three times`);
    expect(error.attempts).toBe(3);
  });

  it('does not retry a 401', async () => {
    fake.script({ status: 401, body: { error: { message: 'Incorrect API key provided' } } });
    const error = await failure(createModelAssessor(client()).assess(input));
    expect(error.reason).toContain(`The model at ${fake.baseUrl} answered 401`);
    expect(error.reason).toContain('Incorrect API key provided');
    expect(fake.requests).toHaveLength(1);
  });

  it('stops at once when the caller cancels', async () => {
    fake.script({ json: goodAnswer, delayMs: 3_000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const error = await failure(createModelAssessor(client()).assess(input, controller.signal));
    expect(error.kind).toBe('aborted');
    expect(fake.requests).toHaveLength(1);
  });
});
