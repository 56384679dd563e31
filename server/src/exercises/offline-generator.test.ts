import { modulePhases } from '@inkwell/contract';
import { describe, expect, it } from 'vitest';
import type { ModuleInput } from './module-input.js';
import { buildOfflineModule, cloze } from './offline-generator.js';

const fromJournal: ModuleInput = {
  kind: 'vocab',
  title: 'bought',
  description: 'The past tense of “buy” is irregular.',
  language: 'en',
  nativeLanguage: 'es',
  level: 'A2',
  mistakes: [
    {
      wrong: 'buyed',
      right: 'bought',
      explanation: '“Buy” is irregular: its past tense is “bought”.',
      sentence: 'Yesterday I buyed an apple.',
      correctedSentence: 'Yesterday I bought an apple.',
    },
  ],
  examples: [],
};

describe('offline module generator', () => {
  it('builds a module that passes the contract schema', () => {
    expect(modulePhases.safeParse(buildOfflineModule(fromJournal)).success).toBe(true);
  });

  it("makes cloze questions from the learner's corrected sentence", () => {
    const m = buildOfflineModule(fromJournal);
    const first = m.guided_practice.content.exercises[0]!;
    expect(first).toMatchObject({
      type: 'fill_blank',
      question: 'Yesterday I ___ an apple.',
      answer: 'bought',
    });
    expect(first.hint).toContain('buyed');
  });

  it("offers the learner's wrong form as a distractor, with exactly one correct option", () => {
    const mc = buildOfflineModule(fromJournal).guided_practice.content.exercises[1]!;
    expect(mc.type).toBe('multiple_choice');
    expect(mc.options).toContain('buyed');
    expect(mc.options?.filter((o) => o === mc.answer)).toHaveLength(1);
    expect(new Set(mc.options).size).toBe(mc.options?.length);
    expect(mc.options!.length).toBeGreaterThanOrEqual(3);
  });

  it('never asks for a translation it could not check honestly', () => {
    const m = buildOfflineModule(fromJournal);
    const all = [...m.guided_practice.content.exercises, ...m.independent_practice.content.exercises];
    expect(all.some((e) => e.type === 'translation')).toBe(false);
  });

  it('asks to rewrite the original sentence as the challenge', () => {
    expect(buildOfflineModule(fromJournal).independent_practice.content.challenge_question).toEqual({
      question: 'Rewrite your sentence without the mistake: “Yesterday I buyed an apple.”',
      answer: 'Yesterday I bought an apple.',
    });
  });

  it('is deterministic', () => {
    expect(buildOfflineModule(fromJournal)).toEqual(buildOfflineModule(fromJournal));
  });

  it('works for a deck concept with examples and no mistakes', () => {
    const m = buildOfflineModule({
      ...fromJournal,
      kind: 'grammar',
      title: 'Passé composé with être',
      description: '',
      mistakes: [],
      examples: ['Je suis allé au marché.'],
    });
    expect(modulePhases.safeParse(m).success).toBe(true);
    expect(m.guided_practice.content.exercises[0]?.question).toBe('Je suis allé au ___.');
    expect(m.independent_practice.content.challenge_question).toBeUndefined();
  });

  it('still builds a valid module from a bare word', () => {
    const m = buildOfflineModule({
      ...fromJournal,
      title: 'gato',
      description: 'cat',
      mistakes: [],
      examples: [],
    });
    expect(modulePhases.safeParse(m).success).toBe(true);
  });
});

describe('cloze', () => {
  it('blanks the first occurrence only', () => {
    expect(cloze('a b a', 'a')).toBe('___ b a');
    expect(cloze('abc', 'x')).toBeNull();
    expect(cloze('abc', ' ')).toBeNull();
  });
});
