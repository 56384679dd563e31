import { describe, expect, it } from 'vitest';
import { segmentText } from './text-segments';

const span = (id: string, content: string, original: string, from = 0) => {
  const start = content.indexOf(original, from);
  return { id, start, end: start + original.length, original };
};

describe('segmentText', () => {
  it('returns the whole text as one plain run when there is no correction', () => {
    expect(segmentText('Hello there.', [])).toEqual([{ kind: 'text', text: 'Hello there.', start: 0 }]);
    expect(segmentText('', [])).toEqual([]);
  });

  it('cuts plain and highlighted runs in text order, whatever the input order', () => {
    const content = 'I has went to the the store.';
    const a = span('a', content, 'has went');
    const b = span('b', content, 'the the');
    const segments = segmentText(content, [b, a]);
    expect(segments.map((s) => [s.kind, s.text])).toEqual([
      ['text', 'I '],
      ['correction', 'has went'],
      ['text', ' to '],
      ['correction', 'the the'],
      ['text', ' store.'],
    ]);
    expect(segments.map((s) => s.text).join('')).toBe(content);
  });

  it('handles corrections at the very start and end', () => {
    const content = 'Teh cat sat';
    const segments = segmentText(content, [span('a', content, 'Teh'), span('b', content, 'sat')]);
    expect(segments.map((s) => s.kind)).toEqual(['correction', 'text', 'correction']);
  });

  it('uses UTF-16 offsets, so text after emoji and accents stays aligned', () => {
    const content = 'Hoy 😀 fuí a la escuela';
    const s = span('a', content, 'fuí');
    const segments = segmentText(content, [s]);
    expect(segments[1]).toEqual({ kind: 'correction', text: 'fuí', start: 7, end: 10, correctionId: 'a' });
  });

  it('skips spans that overlap an earlier one, are out of range, empty, or do not match their text', () => {
    const content = 'one two three';
    const kept = span('kept', content, 'one two');
    const segments = segmentText(content, [
      kept,
      { id: 'overlap', start: 4, end: 7, original: 'two' },
      { id: 'past-end', start: 8, end: 40, original: 'three' },
      { id: 'negative', start: -1, end: 2, original: 'on' },
      { id: 'empty', start: 3, end: 3, original: '' },
      { id: 'mismatch', start: 8, end: 13, original: 'THREE' },
      { id: 'fraction', start: 8.5, end: 13, original: 'three' },
    ]);
    expect(segments).toEqual([
      { kind: 'correction', text: 'one two', start: 0, end: 7, correctionId: 'kept' },
      { kind: 'text', text: ' three', start: 7 },
    ]);
  });

  it('keeps adjacent spans that touch but do not overlap', () => {
    const content = 'abcdef';
    const segments = segmentText(content, [
      { id: 'x', start: 0, end: 3, original: 'abc' },
      { id: 'y', start: 3, end: 6, original: 'def' },
    ]);
    expect(segments.map((s) => s.kind)).toEqual(['correction', 'correction']);
  });
});
