import { describe, expect, it } from 'vitest';
import { diffCounts, MAX_DIFF_CELLS, wordDiff, wordTokens } from './word-diff';

/** The text of the parts a reader of the new version sees (kept and added), and of the old one. */
const newText = (parts: ReturnType<typeof wordDiff>) =>
  parts
    .filter((p) => p.kind !== 'removed')
    .map((p) => p.text)
    .join('');

describe('wordDiff', () => {
  it('keeps an unchanged text as one kept run', () => {
    expect(wordDiff('I went home.', 'I went home.')).toEqual([{ kind: 'same', text: 'I went home.' }]);
  });

  it('marks a replaced word as removed then added, the rest kept', () => {
    expect(wordDiff('I has went home.', 'I have gone home.')).toEqual([
      { kind: 'same', text: 'I' },
      { kind: 'removed', text: ' has went' },
      { kind: 'added', text: ' have gone' },
      { kind: 'same', text: ' home.' },
    ]);
  });

  it('finds words inserted and deleted in the middle, and punctuation as its own token', () => {
    const parts = wordDiff(
      'Yesterday I buyed a apple, it was good.',
      'Yesterday I bought an apple; it was very good.',
    );
    expect(parts.filter((p) => p.kind === 'removed').map((p) => p.text.trim())).toEqual(['buyed a', ',']);
    expect(parts.filter((p) => p.kind === 'added').map((p) => p.text.trim())).toEqual([
      'bought an',
      ';',
      'very',
    ]);
    expect(newText(parts)).toBe('Yesterday I bought an apple; it was very good.');
  });

  it('is case-sensitive (a capital is a correction) and keeps accents and apostrophes inside words', () => {
    expect(wordTokens("l'été est là")).toEqual(["l'été", ' est', ' là']);
    expect(diffCounts(wordDiff('i think so', 'I think so'))).toEqual({ added: 1, removed: 1 });
  });

  it('handles empty texts on either side', () => {
    expect(wordDiff('', 'New words')).toEqual([{ kind: 'added', text: 'New words' }]);
    expect(wordDiff('Old words', '')).toEqual([{ kind: 'removed', text: 'Old words' }]);
  });

  it('rebuilds the later text exactly from kept and added parts', () => {
    const before = 'Hoy fui al mercado con mi madre.\nCompramos manzanas.';
    const after = 'Hoy fui al mercado con mi abuela.\n\nCompramos muchas manzanas rojas.';
    expect(newText(wordDiff(before, after))).toBe(after);
  });

  it('shows a very long changed middle as replaced whole instead of building a huge table', () => {
    const side = Math.ceil(Math.sqrt(MAX_DIFF_CELLS)) + 10;
    const a = Array.from({ length: side }, (_, i) => `a${i}`).join(' ');
    const b = Array.from({ length: side }, (_, i) => `b${i}`).join(' ');
    const parts = wordDiff(`Start ${a} end`, `Start ${b} end`);
    expect(parts.map((p) => p.kind)).toEqual(['same', 'removed', 'added', 'same']);
    expect(diffCounts(parts)).toEqual({ added: side, removed: side });
  });
});
