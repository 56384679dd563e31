import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiConfig } from '../../src/config.js';
import { createModelAssessor } from '../../src/assessor/model-assessor.js';
import { startFakeLlm, type FakeLlm } from '../support/fake-llm.js';
import { fakeModelClient } from '../support/model-client.js';

/**
 * Issue 27: explanations the model writes in a language the learner did not ask for are never shown
 * silently as if they were right; the result carries a note naming the language found.
 */
const ENTRY = 'Ayer yo va al mercado con mi amiga y compramos muchas frutas.';

function answer(feedback: string, explanation: string) {
  return {
    corrections: [
      {
        context_before: 'Ayer yo',
        original: 'va',
        corrected: 'fui',
        explanation,
        category: 'grammar',
        severity: 'major',
      },
    ],
    feedback,
    student_language_level: 'A2',
    level_justification: feedback,
    vocab_concepts: [],
    grammar: [],
  };
}
const SPANISH = answer(
  '¡Buen trabajo! Cuentas con claridad lo que hiciste en el mercado y usas bien el vocabulario de la compra.',
  'Con "yo" el verbo ir en pretérito es "fui": la acción terminó ayer, en un momento concreto del pasado.',
);
const ENGLISH = answer(
  'Good work! You tell clearly what you did at the market and you use the shopping words well.',
  'With "yo" the preterite of ir is "fui": the action finished yesterday, at a definite moment in the past.',
);

let fake: FakeLlm;
beforeAll(async () => {
  fake = await startFakeLlm({ strict: true });
});
afterAll(() => fake.close());

const PROTOCOLS: Array<[string, Partial<AiConfig>]> = [
  ['OpenAI-compatible', {}],
  ['Anthropic', { provider: 'anthropic', model: 'claude-3-5-haiku-latest' }],
];

describe.each(PROTOCOLS)('explanations in the wrong language over %s', (_name, config) => {
  const input = { text: ENTRY, targetLanguage: 'es', nativeLanguage: 'en', userId: 'user-1' };
  const assess = async (json: unknown) => {
    fake.script({ json });
    return (await createModelAssessor(fakeModelClient(fake, { maxRetries: 0, ...config })).assess(input))
      .data;
  };

  it('an English learner given Spanish explanations gets a note saying so', async () => {
    const data = await assess(SPANISH);
    expect(data.corrections).toHaveLength(1);
    expect(data.notes).toContain('The explanations seem to be written in Spanish, not in English as asked.');
  });

  it('explanations in English get no note', async () => {
    expect((await assess(ENGLISH)).notes).toEqual([]);
  });
});
