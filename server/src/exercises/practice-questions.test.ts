import { describe, expect, it } from 'vitest';
import { fillQuestion, type Target } from './practice-questions.js';

const target = (over: Partial<Target>): Target => ({
  sentence: 'Ayer fuimos al parque con mi hermanna pequeña.',
  earlier: 'hermanna',
  right: 'hermana',
  rule: 'Spelling.',
  source: 'entry',
  vocab: true,
  ...over,
});

describe('fill-in hints (issue 22)', () => {
  it('narrow the answer without giving its length and first letter', () => {
    const q = fillQuestion(target({}), 3, true)!;
    expect(q.answer).toBe('hermana');
    expect(q.hint).toBeDefined();
    expect(q.hint).not.toMatch(/letters, starting with/);
    expect(q.hint).not.toContain(String([...'hermana'].length));
    expect(q.hint).toContain('Only a letter or two change.');
  });

  it('name the kind of change for an accent', () => {
    const q = fillQuestion(
      target({ sentence: 'Mi hermana es muy simpatica.', earlier: 'simpatica', right: 'simpática' }),
      3,
      true,
    )!;
    expect(q.hint).toContain('Mind the accent.');
  });
});
