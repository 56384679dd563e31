import type { AssessmentCorrection, AssessmentData } from '@inkwell/contract';
import { describe, expect, it } from 'vitest';
import { moduleInputsFromAssessment } from './from-assessment.js';
import { mistakeLines } from './mistake-lines.js';

const SENTENCE = 'Despues yo es cansado y la casa estar muy lejos de mi trabajo.';
const fix = (
  original: string,
  corrected: string,
  category: AssessmentCorrection['category'],
  explanation: string,
) => {
  const start = SENTENCE.indexOf(original);
  return {
    id: original,
    original,
    corrected,
    explanation,
    category,
    start,
    end: start + original.length,
    context: SENTENCE,
  };
};

const data = (over: Partial<AssessmentData>): AssessmentData => ({
  feedback: '',
  corrections: [
    fix('Despues', 'Después', 'accents', 'Lleva tilde.'),
    fix('es', 'estoy', 'grammar', 'Estar expresses a temporary state.'),
    fix('estar', 'está', 'grammar', 'Conjugation: the verb agrees with its subject.'),
  ],
  student_language_level: 'A2',
  vocab_concepts: [],
  grammar: [],
  assessor: 'model',
  model: 'm',
  language: 'es',
  notes: [],
  ...over,
});

const grammarPoint = (title: string, tags: string[]) => ({
  title,
  description: '',
  examples: [],
  difficulty_level: 'beginner',
  tags,
  target_language: 'es',
});

describe('module inputs from an assessment (issue 14)', () => {
  it('matches a vocab concept to mistakes by whole words, not substrings', () => {
    const inputs = moduleInputsFromAssessment(
      data({
        vocab_concepts: [
          { vocab_uuid: 'v1', word: 'es', correction_type: 'vocabulary', context: '', justification: '' },
        ],
      }),
      { nativeLanguage: 'en' },
    );
    // "es" is inside "Después" and "estoy" but is the fix of neither.
    expect(inputs[0]!.input.mistakes).toEqual([]);
  });

  it('carries the interface language for an offline lesson, only when the profile has one (decision 313)', () => {
    const grammar = [grammarPoint('Ser and estar', ['estar'])];
    const [withIt] = moduleInputsFromAssessment(data({ grammar }), {
      nativeLanguage: 'ko',
      interfaceLanguage: 'es',
    });
    expect(withIt!.input.interfaceLanguage).toBe('es');
    const [without] = moduleInputsFromAssessment(data({ grammar }), {
      nativeLanguage: 'ko',
      interfaceLanguage: null,
    });
    expect(without!.input).not.toHaveProperty('interfaceLanguage');
  });

  it('gives each grammar module only its own mistakes', () => {
    const inputs = moduleInputsFromAssessment(
      data({
        grammar: [grammarPoint('Ser and estar', ['estar']), grammarPoint('Verb conjugation', ['agreement'])],
      }),
      { nativeLanguage: 'en' },
    );
    expect(inputs.map((i) => i.input.mistakes.map((m) => m.wrong))).toEqual([['es'], ['estar']]);
  });

  it('shows the model a window and the one fix, never the sentence called correct', () => {
    const [input] = moduleInputsFromAssessment(
      data({ grammar: [grammarPoint('Ser and estar', ['estar'])] }),
      { nativeLanguage: 'en' },
    );
    const lines = mistakeLines(input!.input.mistakes);
    expect(lines).toContain('the fix is "estoy"');
    expect(lines).not.toMatch(/correct: "/);
    // The other mistakes of the sentence (Despues, estar) are not presented as right.
    expect(lines).not.toContain('Después yo estoy cansado y la casa estar');
    expect(lines).not.toContain(SENTENCE);
  });

  it('never makes a flag an exercise answer (issue 22)', () => {
    const flagged = {
      ...fix('estar', 'estar', 'grammar', 'Check this verb form.'),
      finding: 'flag' as const,
    };
    const inputs = moduleInputsFromAssessment(
      data({
        corrections: [fix('es', 'estoy', 'grammar', 'Estar expresses a state.'), flagged],
        grammar: [grammarPoint('Verb forms', ['verb'])],
      }),
      { nativeLanguage: 'en' },
    );
    const answers = inputs.flatMap((i) => i.input.mistakes.map((m) => m.right));
    expect(answers).toEqual(['estoy']);
  });
});
