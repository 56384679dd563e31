import type { Exercise } from '@inkwell/contract';
import { describe, expect, it } from 'vitest';
import { repairExercise } from './module-repair.js';

const repair = (raw: Exercise) => {
  const notes: string[] = [];
  return { exercise: repairExercise(raw, (n) => notes.push(n)), notes };
};

describe('repairExercise: lenient and honest exercises (issue 14)', () => {
  it('turns a multiple choice with too few real options into a fill-in, not placeholders', () => {
    const { exercise, notes } = repair({
      type: 'multiple_choice',
      question: 'Ayer ___ en casa.',
      answer: 'estuve',
      options: ['estuve', 'estuve '],
    });
    expect(exercise).toEqual({ type: 'fill_blank', question: 'Ayer ___ en casa.', answer: 'estuve' });
    expect(notes.join()).toMatch(/fill-in/);
  });

  it('splits a slash-separated answer into the answer and accepted alternatives', () => {
    const { exercise } = repair({
      type: 'fill_blank',
      question: 'Cuando era niño, ___ en Madrid.',
      answer: 'estaba / estuve',
      accepted: ['Estaba', 'vivía'],
    });
    expect(exercise).toMatchObject({ answer: 'estaba', accepted: ['estuve', 'vivía'] });
  });

  it('keeps a real multiple choice as it is', () => {
    const { exercise } = repair({
      type: 'multiple_choice',
      question: '¿Cuál?',
      answer: 'fui',
      options: ['fui', 'fue', 'era'],
    });
    expect(exercise).toEqual({
      type: 'multiple_choice',
      question: '¿Cuál?',
      answer: 'fui',
      options: ['fui', 'fue', 'era'],
    });
  });
});

describe('repairExercise: hints that give the answer away (issue 27)', () => {
  it('drops a hint holding the answer or an accepted answer, accents and case aside, and keeps the exercise', () => {
    for (const hint of ['The answer is ESTUVE', 'Think of estaba', 'e-s-t-u-v-e']) {
      const { exercise, notes } = repair({
        type: 'fill_blank',
        question: 'Ayer ___ en casa.',
        answer: 'estuvé',
        accepted: ['estaba'],
        hint,
      });
      expect(exercise).toMatchObject({ question: 'Ayer ___ en casa.', answer: 'estuvé' });
      expect(exercise?.hint).toBeUndefined();
      expect(notes.join()).toMatch(/hint gave the answer away/);
    }
  });

  it('keeps a hint that points to the rule', () => {
    const { exercise } = repair({
      type: 'fill_blank',
      question: 'Ayer ___ en casa.',
      answer: 'estuve',
      hint: 'Past tense of estar, a finished time',
    });
    expect(exercise?.hint).toBe('Past tense of estar, a finished time');
  });
});
