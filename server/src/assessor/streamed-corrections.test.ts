import type { AssessmentCorrection } from '@inkwell/contract';
import { describe, expect, it } from 'vitest';
import { fullJsonSchema, wireSchema } from '../ai/wire-schema.js';
import { salvage } from '../ai/salvage.js';
import { anchorCorrections } from './anchor.js';
import { until } from '../../test/support/until.js';
import { modelAnswerSchema } from './model-prompt.js';
import { proposedCorrection, streamedCorrections } from './streamed-corrections.js';

const TEXT = 'Ayer yo fue al mercado. El dia era bonito y compramos muchas fruta.';
const correction = (over: object) => ({
  context_before: '',
  original: 'fue',
  corrected: 'fui',
  explanation: 'Yo fui.',
  category: 'grammar',
  severity: 'major',
  ...over,
});
/** Corrections the final result repairs (salvage.ts) and keeps, beside a plain one. */
const ANSWER = {
  corrections: [
    correction({ context_before: 'Ayer yo' }),
    correction({ original: 'dia', corrected: 'día', category: 'accent', severity: 'minor' }),
    correction({ original: 'fruta', corrected: 'frutas', explanation: null, category: 'Grammar' }),
    correction({ original: '', corrected: 'x' }), // dropped by the final result too
  ],
  feedback: 'Bien.',
};

/** The corrections the final answer keeps, by the same path the model call takes. */
async function finalCorrections(): Promise<AssessmentCorrection[]> {
  const kept = salvage(fullJsonSchema(modelAnswerSchema), {
    ...ANSWER,
    student_language_level: 'A2',
    level_justification: '',
    vocab_concepts: [],
    grammar: [],
  }).value;
  const answer = modelAnswerSchema.parse(kept);
  return (await anchorCorrections(TEXT, answer.corrections.map(proposedCorrection))).corrections;
}

describe('the live preview of a streamed answer', () => {
  it('asks the model for corrections first, so they stream before the feedback', () => {
    const properties = wireSchema(modelAnswerSchema).properties as Record<string, unknown>;
    expect(Object.keys(properties)[0]).toBe('corrections');
  });

  it('shows each correction exactly as the final result will, repaired ones included', async () => {
    let shown: AssessmentCorrection[] = [];
    const preview = streamedCorrections(TEXT, async (found) => {
      shown = found;
    });
    const onText = preview.onText(0);
    const text = JSON.stringify(ANSWER);
    for (let i = 4; i < text.length; i += 4) onText(text.slice(0, i));
    onText(text);
    const final = await finalCorrections();
    // Reports run one after the other: wait for the one of the whole answer.
    await until('the whole answer to be reported', () => shown.length >= final.length, 5_000, 5);
    await preview.close();
    expect(final.map((c) => [c.original, c.category])).toEqual([
      ['fue', 'grammar'],
      ['dia', 'accents'],
      ['fruta', 'grammar'],
    ]);
    expect(shown).toEqual(final);
  });
});
