import { describe, expect, it } from 'vitest';
import { fromModelAnswer } from './model-assessor.js';
import { assessmentPrompt, correctionCapFor, type ModelAnswer } from './model-prompt.js';

const TEXT = Array.from({ length: 40 }, (_, i) => `Ich habe ${i} Apfel gegest.`).join(' ');
const answer = (n: number): ModelAnswer => ({
  corrections: Array.from({ length: n }, (_, i) => ({
    context_before: `Ich habe ${i} Apfel`,
    original: 'gegest',
    corrected: 'gegessen',
    explanation: 'Partizip von essen.',
    category: 'grammar',
    severity: 'major',
  })),
  feedback: 'Gut.',
  student_language_level: 'A1',
  level_justification: '',
  vocab_concepts: [],
  grammar: [],
});
const input = (level: string | null) => ({
  text: TEXT,
  targetLanguage: 'de',
  nativeLanguage: 'en',
  learnerLevel: level,
  userId: 'u',
});

describe('the assessment prompt (issue 27)', () => {
  it('asks for the most important mistakes first, a repeated one once with its count, and a cap by level', () => {
    const { system } = assessmentPrompt(TEXT, { targetLanguage: 'de', nativeLanguage: 'en', level: 'A1' });
    expect(system).toMatch(/order of importance/);
    expect(system).toMatch(/give ONE correction for its first occurrence .*\(3 times\)/);
    expect(system).toContain('Give at most 12 corrections (the most important ones) to this A1 student.');
    const unknown = assessmentPrompt(TEXT, { targetLanguage: 'de', nativeLanguage: 'en' }).system;
    expect(unknown).toContain('A1 12, A2 20, B1 30, B2 40, C1 50, C2 50');
  });

  it('keeps the first (most important) corrections up to an A1 learner’s cap, with a note', async () => {
    const { data } = await fromModelAnswer(answer(30), input('A1'), 'm');
    expect(correctionCapFor('A1')).toBe(12);
    expect(data.corrections).toHaveLength(12);
    expect(data.corrections[0]!.start).toBe(TEXT.indexOf('gegest'));
    expect(data.notes).toContain(
      'A learner at A1 gets the 12 most important corrections; 18 more were left out.',
    );
    const unknown = await fromModelAnswer(answer(30), input(null), 'm');
    expect(unknown.data.corrections).toHaveLength(30);
  });
});
