import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AiConfig } from '../../src/config.js';
import { createModelAssessor } from '../../src/assessor/model-assessor.js';
import { REAL_CHUNK_CHARS, startFakeLlm, type FakeLlm } from '../support/fake-llm.js';
import { fakeModelClient } from '../support/model-client.js';

/**
 * Answers of the size a real assessment has, streamed in events of the size the real services send
 * (issue 27, decision 196): api.openai.com streams about one token (~4 characters) per
 * chat.completion.chunk with ~200 bytes of wrapping, Anthropic small text_delta / input_json_delta
 * events. The answer cap counts the decoded answer, so the event size must not matter.
 */
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
/** A made-up misspelling per sentence, none a prefix of another ('freundab', 'freundac', …). */
const wrong = (i: number) => `freund${LETTERS[Math.floor(i / 26)]}${LETTERS[i % 26]}`;
const SENTENCES = 85;
const ENTRY = Array.from(
  { length: SENTENCES },
  (_, i) => `Heute habe ich meinen ${wrong(i)} auf dem Markt gesehen.`,
).join(' ');

/** An assessment answer with `n` corrections, explanations as long as a model writes them. */
function answer(n: number) {
  return {
    corrections: Array.from({ length: n }, (_, i) => ({
      context_before: 'Heute habe ich meinen',
      original: wrong(i),
      corrected: 'Freund',
      explanation:
        'Nouns are capitalised in German and the word is spelled Freund; the extra letters make it a different, unknown word.',
      category: 'spelling',
      severity: i % 3 ? 'minor' : 'major',
    })),
    feedback:
      'You tell clearly what you did at the market. Check the spelling of Freund and keep writing every day: your sentences are already well built.',
    student_language_level: 'A2',
    level_justification: 'Short, correct main clauses with the perfect tense and repeated vocabulary.',
    vocab_concepts: [
      {
        word: 'Freund',
        correction_type: 'spelling',
        justification: 'A word the learner uses often.',
        meaning: 'friend',
        example: 'Mein Freund wohnt in Berlin.',
        source_original: wrong(0),
      },
    ],
    grammar: [
      {
        title: 'Capital letters for nouns',
        description: 'Every German noun starts with a capital letter, wherever it stands in the sentence.',
        examples: ['Der Freund kommt.', 'Ich sehe den Markt.'],
        difficulty_level: 'beginner',
        tags: ['spelling', 'nouns'],
      },
    ],
  };
}

let fake: FakeLlm;
beforeAll(async () => {
  fake = await startFakeLlm({ strict: true });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const PROTOCOLS: Array<[string, Partial<AiConfig>]> = [
  ['OpenAI-compatible', {}],
  ['Anthropic structured output (text_delta)', { provider: 'anthropic', model: 'claude-haiku-4-5' }],
  ['Anthropic JSON tool (input_json_delta)', { provider: 'anthropic', model: 'claude-3-5-haiku-latest' }],
];

describe('the fake model streams as the real services do by default', () => {
  it('about one token (4 characters) per event', () => {
    expect(fake.chunkChars).toBe(REAL_CHUNK_CHARS);
    expect(REAL_CHUNK_CHARS).toBe(4);
  });
});

describe.each(PROTOCOLS)('a full assessment answer over %s', (_name, config) => {
  const input = { text: ENTRY, targetLanguage: 'de', nativeLanguage: 'en', userId: 'user-1' };
  for (const chunkChars of [1, 4, 24]) {
    for (const corrections of [12, 85]) {
      it(`${corrections} corrections in ${chunkChars}-character events arrive whole`, async () => {
        const json = answer(corrections);
        fake.script({ json, chunkChars });
        const assessor = createModelAssessor(fakeModelClient(fake, { maxRetries: 0, ...config }));
        const { data } = await assessor.assess(input);
        expect(fake.requests).toHaveLength(1);
        expect(data.corrections).toHaveLength(corrections);
        expect(data.corrections.map((c) => c.original)).toEqual(json.corrections.map((c) => c.original));
        expect(data.feedback).toBe(json.feedback);
        expect(data.notes).toEqual([]);
      });
    }
  }
});
