import { describe, expect, it } from 'vitest';
import { moduleFixture, sessionFixture } from '../test-support';
import { acceptsAnswers, answersBySlot, moduleFromWire, scoreOf } from './session-data';
import { slideKeyAction } from './slide-keys';

describe('moduleFromWire', () => {
  it('accepts a module as an object or as a JSON string', () => {
    const m = moduleFixture();
    expect(moduleFromWire(m)).toEqual(m);
    expect(moduleFromWire(JSON.stringify(m))).toEqual(m);
  });

  it('gives null for unreadable data', () => {
    expect(moduleFromWire('{not json')).toBeNull();
    expect(moduleFromWire({ module_id: 'm', concept_title: 'x', phases: {} })).toBeNull();
  });
});

describe('answers and score', () => {
  const answers = answersBySlot([
    { module_id: 'm1', phase: 'guided_practice', index: 0, answer: 'went', correct: true, points: 1 },
    { module_id: 'm1', phase: 'independent_practice', index: 0, answer: 'goed', correct: false, points: 0 },
  ]);

  it('keys answers by slot', () => {
    expect(answers.get('m1|guided_practice|0')?.answer).toBe('went');
    expect(answers.get('m1|independent_practice|0')?.correct).toBe(false);
  });

  it('scores the recorded points against the modules\u2019 maximum (guided 1, independent points or 1, challenge 1)', () => {
    expect(scoreOf(answers, [moduleFixture(), null])).toEqual({ score: 1, max: 1 + 2 + 1 + 1, answered: 2 });
  });

  it('takes answers only while the session is ready', () => {
    expect(acceptsAnswers(sessionFixture())).toBe(true);
    expect(acceptsAnswers(sessionFixture({ status: 'completed' }))).toBe(false);
  });
});

describe('slideKeyAction', () => {
  const key = (k: string, target: EventTarget | null = document.body, over = {}) =>
    slideKeyAction({
      key: k,
      altKey: false,
      ctrlKey: false,
      metaKey: false,
      shiftKey: false,
      defaultPrevented: false,
      target,
      ...over,
    });

  it('moves with the left and right arrows', () => {
    expect(key('ArrowRight')).toBe('next');
    expect(key('ArrowLeft')).toBe('previous');
    expect(key('ArrowUp')).toBeNull();
    expect(key('ArrowRight', document.body, { ctrlKey: true })).toBeNull();
  });

  it('leaves the arrows to text fields and radio groups', () => {
    expect(key('ArrowRight', document.createElement('input'))).toBeNull();
    const group = document.createElement('div');
    group.setAttribute('role', 'radiogroup');
    const radio = document.createElement('button');
    group.append(radio);
    expect(key('ArrowLeft', radio)).toBeNull();
  });
});
