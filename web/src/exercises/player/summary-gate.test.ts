import { describe, expect, it } from 'vitest';
import { moduleFixture } from '../test-support';
import { answersBySlot } from './session-data';
import { openQuestions } from './summary-gate';

describe('openQuestions', () => {
  const modules = [moduleFixture('m1'), null, moduleFixture('m2')];

  it('lists every question in slide order with its slide while nothing is answered', () => {
    const open = openQuestions(modules, new Map(), new Set());
    expect(open.map((q) => q.key)).toEqual([
      'm1|guided_practice|0',
      'm1|independent_practice|0',
      'm1|independent_practice|1',
      'm1|independent_practice|2', // the challenge
      'm2|guided_practice|0',
      'm2|independent_practice|0',
      'm2|independent_practice|1',
      'm2|independent_practice|2',
    ]);
    // Slide 0 is the intro, each module has six; the unreadable module still takes its six.
    expect(open.map((q) => q.slide)).toEqual([4, 5, 5, 5, 16, 17, 17, 17]);
  });

  it('leaves out what was answered or skipped; none left opens the summary', () => {
    const answers = answersBySlot([
      { module_id: 'm1', phase: 'guided_practice', index: 0, answer: 'went', correct: true, points: 1 },
      { module_id: 'm1', phase: 'independent_practice', index: 0, answer: 'x', correct: false, points: 0 },
    ]);
    const skipped = new Set(['m1|independent_practice|1', 'm1|independent_practice|2']);
    expect(openQuestions([moduleFixture('m1')], answers, skipped)).toEqual([]);
    expect(openQuestions([moduleFixture('m1')], answers, new Set()).map((q) => q.key)).toEqual([
      'm1|independent_practice|1',
      'm1|independent_practice|2',
    ]);
  });
});
