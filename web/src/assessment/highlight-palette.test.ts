import { describe, expect, it } from 'vitest';
import { HIGHLIGHT_PALETTE, highlightColor } from './highlight-palette';

describe('highlight palette', () => {
  it('has 15 distinct colours', () => {
    expect(HIGHLIGHT_PALETTE).toHaveLength(15);
    expect(new Set(HIGHLIGHT_PALETTE.map((c) => c.split(' ')[0])).size).toBe(15);
  });

  it('rotates: the 16th correction takes the first colour again', () => {
    expect(highlightColor(0)).toBe(HIGHLIGHT_PALETTE[0]);
    expect(highlightColor(14)).toBe(HIGHLIGHT_PALETTE[14]);
    expect(highlightColor(15)).toBe(HIGHLIGHT_PALETTE[0]);
    expect(highlightColor(31)).toBe(HIGHLIGHT_PALETTE[1]);
  });

  it('never fails on a negative index', () => {
    expect(highlightColor(-1)).toBe(HIGHLIGHT_PALETTE[14]);
  });
});
