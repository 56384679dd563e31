import { ASSESSMENT_LIMITS, MODEL_ANSWER_MAX_BYTES, entryLength } from '@inkwell/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AiCallError } from '../../src/ai/errors.js';
import { createModelAssessor } from '../../src/assessor/model-assessor.js';
import { startFakeLlm, type FakeLlm } from '../support/fake-llm.js';
import { fakeModelClient } from '../support/model-client.js';

/** What a model sends back is bounded before it is parsed or stored (decision 130). */
const TEXT = 'Yesterday I goed to the beach with my freind. The water were cold. '.repeat(40);
const input = { text: TEXT, targetLanguage: 'en', nativeLanguage: 'es', userId: 'user-1' };
const KEY = 'sk-live-9f8e7d6c5b4a39281706';

let fake: FakeLlm;
let logs: string[];
beforeAll(async () => {
  fake = await startFakeLlm();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  logs = [];
});

const assessor = () =>
  createModelAssessor(fakeModelClient(fake, { apiKey: KEY }, { log: (line) => logs.push(line) }));

const answer = (over: object = {}) => ({
  feedback: 'Good.',
  student_language_level: 'A2',
  level_justification: 'Simple sentences.',
  corrections: [],
  vocab_concepts: [],
  grammar: [],
  ...over,
});

describe('model answers are bounded', () => {
  it('refuses an answer over the byte cap while it arrives, without retrying or storing it', async () => {
    fake.script({ json: answer({ feedback: 'x'.repeat(MODEL_ANSWER_MAX_BYTES + 10) }) });
    const error = await assessor()
      .assess(input)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiCallError);
    expect((error as AiCallError).kind).toBe('too_large');
    expect(fake.requests).toHaveLength(1);
    expect((error as AiCallError).message).toBe(
      'The model gave an answer that could not be used; try again later.',
    );
  });

  it('stores only bounded lists and texts from an answer under the cap', async () => {
    const quotes = ['goed', 'freind', 'were', 'the', 'water', 'cold', 'beach', 'Yesterday'];
    const correction = (i: number, long: boolean) => ({
      context_before: '',
      original: quotes[i % quotes.length],
      corrected: long ? 'went'.repeat(250) : 'went',
      explanation: long ? 'e'.repeat(1_500) : 'Past tense.',
      category: 'grammar',
      severity: 'major',
    });
    fake.script({
      json: answer({
        feedback: 'f'.repeat(20_000),
        corrections: Array.from({ length: 250 }, (_, i) => correction(i, i < 5)),
        vocab_concepts: Array.from({ length: 100 }, (_, i) => ({
          word: `w${i}`,
          correction_type: 'spelling',
          justification: 'j'.repeat(200),
          meaning: 'm',
          example: 'e',
          source_original: '',
        })),
        grammar: Array.from({ length: 30 }, (_, i) => ({
          title: `t${i}`,
          description: 'd'.repeat(1_500),
          examples: Array.from({ length: 20 }, () => 'ex'),
          difficulty_level: 'beginner',
          tags: Array.from({ length: 20 }, () => 'tag'),
        })),
      }),
    });
    const { data, anchoring } = await assessor().assess(input);
    expect(entryLength(data.feedback)).toBeLessThanOrEqual(ASSESSMENT_LIMITS.feedbackChars);
    expect(data.corrections.length).toBeLessThanOrEqual(ASSESSMENT_LIMITS.maxCorrections);
    expect(anchoring.capped).toBeGreaterThan(0);
    for (const c of data.corrections) {
      expect(entryLength(c.corrected)).toBeLessThanOrEqual(ASSESSMENT_LIMITS.correctedChars);
      expect(entryLength(c.explanation)).toBeLessThanOrEqual(ASSESSMENT_LIMITS.explanationChars);
    }
    expect(data.vocab_concepts.length).toBeLessThanOrEqual(ASSESSMENT_LIMITS.vocabConcepts);
    expect(data.grammar.length).toBeLessThanOrEqual(ASSESSMENT_LIMITS.grammarPoints);
    expect(data.grammar[0]!.examples.length).toBeLessThanOrEqual(ASSESSMENT_LIMITS.examplesPerPoint);
    expect(data.grammar[0]!.tags.length).toBeLessThanOrEqual(ASSESSMENT_LIMITS.tagsPerPoint);
    expect(JSON.stringify(data).length).toBeLessThan(200_000);
  });
});

describe('model errors', () => {
  it('tell the learner plainly and give the operator the detail without the key', async () => {
    fake.script({
      status: 401,
      body: {
        error: {
          message: `Incorrect API key provided: ${KEY.slice(0, 12)}…${KEY.slice(-4)}. See https://platform.example.com/account/api-keys`,
        },
      },
    });
    const error = (await assessor()
      .assess(input)
      .catch((e: unknown) => e)) as AiCallError;
    expect(error).toBeInstanceOf(AiCallError);
    expect(error.message).toBe(
      'The AI service is not set up correctly; your entry is safe. Try again once it is fixed.',
    );
    expect(error.message).not.toContain(fake.baseUrl);
    expect(logs.join('\n')).toContain(fake.baseUrl);
    expect(logs.join('\n')).toContain('401');
    expect(logs.join('\n')).not.toContain(KEY.slice(0, 12));
  });
});
