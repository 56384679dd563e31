import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateStructured } from '../../src/ai/generate.js';
import { modelAnswerSchema } from '../../src/assessor/model-prompt.js';
import { startFakeLlm, type FakeLlm } from '../support/fake-llm.js';
import { fakeModelClient } from '../support/model-client.js';

/** Over the wire: a correction missing only its severity costs no repair turn (decision 173). */
let fake: FakeLlm;
beforeAll(async () => {
  fake = await startFakeLlm({ strict: true });
});
afterAll(() => fake.close());

describe('a correction missing a defaultable field', () => {
  it('is kept with the default after one call, where it once failed the whole answer', async () => {
    const correction = {
      context_before: 'Ayer',
      original: 'fue',
      corrected: 'fui',
      explanation: 'Primera persona.',
      category: 'grammar',
    };
    fake.script({
      json: {
        feedback: 'Bien.',
        student_language_level: 'A2',
        level_justification: 'Frases simples.',
        corrections: [correction, { ...correction, original: 'dia', corrected: 'día', category: null }],
        vocab_concepts: [],
        grammar: [],
      },
    });
    const r = await generateStructured(
      fakeModelClient(fake),
      modelAnswerSchema,
      { system: 'You correct.', prompt: 'Ayer fue al mercado un dia.' },
      { schemaName: 'assessment' },
    );
    expect(fake.requests).toHaveLength(1);
    expect(r.attempts).toBe(1);
    expect(r.object.corrections.map((c) => [c.original, c.category, c.severity])).toEqual([
      ['fue', 'grammar', 'minor'],
      ['dia', 'accents', 'minor'],
    ]);
    expect(r.notes).toContain('corrections[1].category: missing → "accents" (from original → corrected)');
  });
});
