import { describe, expect, it } from 'vitest';
import type { AssessmentCorrection } from '@inkwell/contract';
import { toEditorCorrections } from './editor-corrections';

const correction = (
  id: string,
  start: number,
  extra: Partial<AssessmentCorrection> = {},
): AssessmentCorrection => ({
  id,
  original: 'x',
  corrected: 'y',
  explanation: 'Subject and verb agree',
  category: 'grammar',
  start,
  end: start + 1,
  context: '',
  ...extra,
});

describe('toEditorCorrections', () => {
  it('orders by position, numbers colours in that order and applies states', () => {
    const result = toEditorCorrections([correction('b', 9), correction('a', 2)], {
      b: { accepted: true, rejected: false },
    });
    expect(result.map((c) => [c.id, c.colorIndex, c.accepted, c.rejected])).toEqual([
      ['a', 0, false, false],
      ['b', 1, true, false],
    ]);
  });

  it('infers a missing category from the explanation', () => {
    const raw = { ...correction('a', 0, { explanation: 'Typo' }), category: undefined };
    const [result] = toEditorCorrections([raw as unknown as AssessmentCorrection], {});
    expect(result?.category).toBe('spelling');
  });
});
