import { describe, expect, it } from 'vitest';
import type { ModuleInput } from './module-input.js';
import { buildOfflineModule } from './offline-generator.js';
import { movedIndex, withoutRejectedFix } from './rejected-fixes.js';

const mistake = (wrong: string, right: string, sentence: string) => ({
  wrong,
  right,
  explanation: `“${right}”, not “${wrong}”.`,
  sentence,
  correctedSentence: sentence.replace(wrong, right),
});
const input: ModuleInput = {
  kind: 'grammar',
  title: 'de-participle',
  description: 'Strong participles end in -en.',
  language: 'de',
  nativeLanguage: 'en',
  level: 'A2',
  mistakes: [
    mistake('getrinkt', 'getrunken', 'Ich habe viel Wasser getrinkt.'),
    mistake('geschreibt', 'geschrieben', 'Er hat einen Brief geschreibt.'),
  ],
  examples: [],
};
const fix = { original: 'getrinkt', corrected: 'getrunken', context: 'Ich habe viel Wasser getrinkt.' };

describe('taking a rejected fix out of a module (issue 22)', () => {
  it('keeps a module without that fix as it is', () => {
    expect(withoutRejectedFix(input, null, { ...fix, original: 'gegeht' }).kind).toBe('unchanged');
  });
  it('drops a module whose every fix was rejected', () => {
    const one = { ...input, mistakes: input.mistakes.slice(0, 1) };
    expect(withoutRejectedFix(one, buildOfflineModule(one), fix).kind).toBe('drop');
  });
  it('removes the fix and every question expecting it, keeping the others', () => {
    const out = withoutRejectedFix(input, buildOfflineModule(input), fix);
    if (out.kind !== 'trimmed') throw new Error(out.kind);
    expect(out.input.mistakes.map((m) => m.right)).toEqual(['geschrieben']);
    const answers = [
      ...out.phases!.guided_practice.content.exercises,
      ...out.phases!.independent_practice.content.exercises,
    ].map((e) => e.answer);
    expect(answers).not.toContain('getrunken');
    expect(answers).toContain('geschrieben');
    expect(out.removed.guided_practice.length + out.removed.independent_practice.length).toBeGreaterThan(0);
  });
  it('moves a later answer up by the removed questions before it, and drops the removed one', () => {
    expect(movedIndex(3, [0, 2])).toBe(1);
    expect(movedIndex(2, [0, 2])).toBeNull();
    expect(movedIndex(0, [1])).toBe(0);
  });
});
