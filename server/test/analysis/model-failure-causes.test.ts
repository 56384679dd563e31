import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AiCallError } from '../../src/ai/errors.js';
import { createModelAssessor, LONG_ENTRY_CHARS } from '../../src/assessor/model-assessor.js';
import type { AiConfig } from '../../src/config.js';
import { startFakeLlm, type FakeLlm, type FakeReply } from '../support/fake-llm.js';
import { fakeModelClient } from '../support/model-client.js';

/**
 * One plain sentence per failure cause (issue 27, decision 197): what the learner reads, and the one
 * line the operator gets with the detail. Faults only the operator can fix (a refused key, an unknown
 * model, a prompt over the context window) are not "try again later".
 */
const KEY = 'sk-live-4b3a29181706f8e7d6c5';
const SHORT = 'Yesterday I goed to the beach with my freind. '.repeat(20); // ~180 words
const input = (text = SHORT) => ({ text, targetLanguage: 'en', nativeLanguage: 'es', userId: 'user-1' });
const SETUP = 'The AI service is not set up correctly; your entry is safe. Try again once it is fixed.';

let fake: FakeLlm;
let logs: string[];
beforeAll(async () => {
  fake = await startFakeLlm({ strict: true });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  logs = [];
});

const client = (over: Partial<AiConfig> = {}) =>
  fakeModelClient(fake, { apiKey: KEY, ...over }, { log: (line) => logs.push(line) });

async function failure(assess: Promise<unknown>): Promise<AiCallError> {
  const error = await assess.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AiCallError);
  return error as AiCallError;
}

const openaiError = (status: number, message: string): FakeReply => ({
  status,
  body: { error: { message, type: 'invalid_request_error' } },
});

const causes: Array<[string, FakeReply, RegExp]> = [
  [
    '401 (a refused key)',
    openaiError(401, `Incorrect API key provided: ${KEY.slice(0, 12)}…${KEY.slice(-4)}.`),
    /^AI service not set up correctly \(the API key was refused \(401\)\): The model at http:\/\/127\.0\.0\.1:\d+\/v1 answered 401: Incorrect API key provided/,
  ],
  [
    '403 (no access to the model)',
    openaiError(403, 'Project does not have access to model gpt-9'),
    /^AI service not set up correctly \(the API key may not use this model \(403\)\): .* answered 403: Project does not have access/,
  ],
  [
    '404 (an unknown model)',
    openaiError(404, 'The model `gpt-9` does not exist or you do not have access to it.'),
    /^AI service not set up correctly \(the model or the endpoint was not found \(404\)\): .* answered 404: The model `gpt-9` does not exist.*\(model fake-model\)$/,
  ],
  [
    '400 (prompt over the context window)',
    openaiError(
      400,
      "This model's maximum context length is 8192 tokens. However, your messages resulted in 9500 tokens.",
    ),
    /^AI service not set up correctly \(the prompt is longer than the model's context window \(400\)\): .* answered 400: This model's maximum context length is 8192/,
  ],
];

describe('configuration faults', () => {
  for (const [name, reply, logLine] of causes) {
    it(`${name}: the learner reads that the service is not set up and the entry is safe; the operator gets one line`, async () => {
      fake.script(reply, reply);
      const assessor = createModelAssessor(client());
      const first = await failure(assessor.assess(input()));
      const second = await failure(assessor.assess(input()));
      for (const e of [first, second]) {
        expect(e.kind).toBe('config');
        expect(e.message).toBe(SETUP);
      }
      // Not retried (a retry cannot fix it), and logged once for both learners.
      expect(fake.requests).toHaveLength(2);
      expect(logs).toHaveLength(1);
      expect(logs[0]).toMatch(logLine);
      expect(logs[0]).not.toContain(KEY.slice(0, 12));
    });
  }

  it('is forgotten once a call succeeds, and logged again when it comes back', async () => {
    const c = client();
    const unknown = openaiError(404, 'no such model');
    fake.script(unknown, { json: answer() }, unknown);
    const assessor = createModelAssessor(c);
    await failure(assessor.assess(input()));
    expect(c.setup.current?.summary).toBe('the model or the endpoint was not found (404)');
    await assessor.assess(input());
    expect(c.setup.current).toBeNull();
    await failure(assessor.assess(input()));
    expect(logs.filter((l) => l.startsWith('AI service not set up correctly'))).toHaveLength(2);
  });
});

function answer() {
  return {
    corrections: [],
    feedback: 'Good.',
    student_language_level: 'A2',
    level_justification: 'Simple sentences.',
    vocab_concepts: [],
    grammar: [],
  };
}

describe('an answer cut at max_tokens', () => {
  const cut: FakeReply = { content: '{"corrections": [', finishReason: 'length' };

  it('is asked again with the model’s whole output budget at once', async () => {
    fake.script(cut, { json: answer() });
    await createModelAssessor(client({ maxOutputTokens: 16_000 })).assess(input());
    const budgets = fake.requests.map((r) => r.body.max_tokens);
    expect(budgets[0]).toBeLessThan(16_000);
    expect(budgets[1]).toBe(16_000);
  });

  it('on a short entry says the answer was cut off, never "try a shorter entry"', async () => {
    fake.script(cut, cut);
    const e = await failure(createModelAssessor(client({ maxOutputTokens: 16_000 })).assess(input()));
    expect(e.kind).toBe('cut_off');
    expect(e.message).toBe("The model's answer was cut off before it was finished; try again later.");
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(
      /^model call failed \(cut_off, 2 attempts\): The model's answer was cut off at max_tokens 16000 \(AI_MAX_OUTPUT_TOKENS 16000\)/,
    );
  });

  it('on a long entry asks for a shorter one', async () => {
    const long = 'Yesterday I goed to the beach with my freind and we swimmed. '.repeat(
      Math.ceil(LONG_ENTRY_CHARS / 50),
    );
    // Its parts are called in parallel and the first failure ends the assessment while the others
    // still run: a server of its own, closed after, keeps their calls out of the next tests.
    const own = await startFakeLlm({ strict: true });
    own.fallback = () => cut;
    try {
      const c = fakeModelClient(own, { maxOutputTokens: 16_000 }, { log: (line) => logs.push(line) });
      const e = await failure(createModelAssessor(c).assess(input(long)));
      expect(e.kind).toBe('too_long');
      expect(e.message).toBe('The text is too long for the model to answer in one go; try a shorter entry.');
      expect(logs.some((l) => l.startsWith('model call failed (cut_off'))).toBe(true);
    } finally {
      await own.close();
    }
  });
});

describe('an empty or off-shape answer', () => {
  const offShape: Array<[string, FakeReply]> = [
    ['an empty object', { json: {} }],
    ['the answer wrapped in another object', { json: { assessment: answer() } }],
    ['no corrections list', { json: { ...answer(), corrections: undefined } }],
    ['blank feedback', { json: { ...answer(), feedback: '  ' } }],
  ];
  for (const [name, reply] of offShape) {
    it(`${name} is sent back for repair, and a good second answer is kept`, async () => {
      fake.script(reply, { json: { ...answer(), feedback: 'Well told.' } });
      const { data } = await createModelAssessor(client()).assess(input());
      expect(data.feedback).toBe('Well told.');
      expect(fake.requests).toHaveLength(2);
      expect(JSON.stringify(fake.requests[1]!.body.messages)).toMatch(/missing or empty/);
    });
  }

  it('answered again and again, fails as unusable: never a clean "0 corrections"', async () => {
    fake.script({ json: {} }, { json: {} }, { json: {} });
    const e = await failure(createModelAssessor(client()).assess(input()));
    expect(e.kind).toBe('schema');
    expect(e.message).toBe('The model gave an answer that could not be used; try again later.');
    expect(fake.requests).toHaveLength(3);
    expect(logs).toEqual([
      expect.stringMatching(
        /^model call failed \(schema, 3 attempts\): The model's answer did not have the expected fields three times \(corrections, feedback, student_language_level missing or empty\)$/,
      ),
    ]);
  });
});
