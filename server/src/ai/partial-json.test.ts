import { describe, expect, it } from 'vitest';
import { StreamedArrayReader } from './partial-json.js';

const answer = {
  feedback: 'Bien {hecho} "corrections": [ ] , :',
  corrections: [
    { original: 'fue', corrected: 'fui', explanation: 'Un "ir" en primera persona: {yo} fui, [no] fue.' },
    { original: 'a\\b', corrected: 'ä', explanation: 'Escapes \\" and \u00e9 and }' },
    { original: 'x', corrected: 'y', nested: { list: [1, { deep: true }] } },
  ],
  vocab_concepts: [{ word: 'mercado' }],
};
const TEXT = JSON.stringify(answer, null, 2);

/** Feeds `text` in pieces of `size` characters; returns every element read and the length read at each. */
function stream(text: string, size: number, reader = new StreamedArrayReader('corrections')) {
  const items: { item: unknown; at: number }[] = [];
  for (let end = size; end < text.length + size; end += size) {
    const soFar = text.slice(0, Math.min(end, text.length));
    for (const item of reader.read(soFar)) items.push({ item, at: soFar.length });
  }
  return items;
}

describe('StreamedArrayReader', () => {
  it('yields each element of the array as soon as its closing brace arrives', () => {
    for (const size of [1, 3, 7, 50, TEXT.length]) {
      const items = stream(TEXT, size);
      expect(items.map((i) => i.item)).toEqual(answer.corrections);
      // The first correction is out before the second one has even started.
      if (size === 1) {
        const firstEnd = TEXT.indexOf('\n    }', TEXT.indexOf('fui')) + '\n    }'.length;
        expect(items[0]!.at).toBe(firstEnd);
      }
    }
  });

  it('gives nothing for an element cut mid-string, then the element once it is complete', () => {
    const reader = new StreamedArrayReader('corrections');
    const cut = TEXT.indexOf('primera') + 3;
    expect(reader.read(TEXT.slice(0, cut))).toEqual([]);
    expect(reader.read(TEXT.slice(0, cut + 1))).toEqual([]);
    expect(reader.read(TEXT)).toEqual(answer.corrections);
  });

  it('does not take braces, brackets or the key inside strings for structure', () => {
    const text = JSON.stringify({
      feedback: '"corrections": [{"original": "trap"}]',
      corrections: [{ original: '}{][', corrected: '\\"' }],
    });
    expect(stream(text, 2).map((i) => i.item)).toEqual([{ original: '}{][', corrected: '\\"' }]);
  });

  it('ignores arrays of the same name deeper down and arrays of other keys', () => {
    const text = JSON.stringify({
      grammar: [{ corrections: [{ original: 'deep' }] }],
      vocab_concepts: [{ word: 'w' }],
      corrections: [{ original: 'top' }],
    });
    expect(stream(text, 5).map((i) => i.item)).toEqual([{ original: 'top' }]);
  });

  it('skips a <think> block (braces inside it too) and a ```json fence', () => {
    const text = `<think>The student wrote {"corrections": [{"original": "no"}]}…</think>\n\`\`\`json\n${TEXT}\n\`\`\``;
    for (const size of [1, 4, 64]) {
      expect(stream(text, size).map((i) => i.item)).toEqual(answer.corrections);
    }
  });

  it('waits while a <think> block is still open', () => {
    const reader = new StreamedArrayReader('corrections');
    expect(reader.read('<think>maybe {"corrections": [{"a": 1}]}')).toEqual([]);
    expect(reader.read('<think>maybe {"corrections": [{"a": 1}]}</think>{"corrections": [{"b": 2')).toEqual(
      [],
    );
    expect(
      reader.read('<think>maybe {"corrections": [{"a": 1}]}</think>{"corrections": [{"b": 2}]}'),
    ).toEqual([{ b: 2 }]);
  });

  it('skips elements that are not objects or do not parse', () => {
    const text = '{"corrections": [1, "two", {"ok": true}, {"bad": tru}, {"also": [null]}]}';
    expect(stream(text, 3).map((i) => i.item)).toEqual([{ ok: true }, { also: [null] }]);
  });

  it('starts over when the text gets shorter (a new attempt of the call)', () => {
    const reader = new StreamedArrayReader('corrections');
    expect(reader.read(TEXT)).toHaveLength(3);
    expect(reader.read('')).toEqual([]);
    expect(reader.read('{"corrections": [{"again": 1}]')).toEqual([{ again: 1 }]);
  });

  it('reads nothing past the end of the root object', () => {
    const text = '{"corrections": [{"a": 1}]} and then {"corrections": [{"b": 2}]}';
    expect(stream(text, 4).map((i) => i.item)).toEqual([{ a: 1 }]);
  });
});
