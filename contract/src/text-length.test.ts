import { describe, expect, it } from 'vitest';
import { JOURNAL_CONTENT_MAX_CHARS, journalContent } from './journal';
import { entryLength, isWellFormedText, toWellFormedText, truncateText } from './text-length';

const family = '👩‍👩‍👧';

describe('entryLength: one definition for server, contract and editor', () => {
  it('counts code points: an emoji is one, a ZWJ family its parts', () => {
    expect(entryLength('abc')).toBe(3);
    expect(entryLength('😀')).toBe(1);
    expect(entryLength(family)).toBe(5);
    expect(entryLength('e\u0301')).toBe(2);
    expect(entryLength('\ud83d')).toBe(1);
  });

  it('is what the journal content limit counts', () => {
    const emoji = '😀'.repeat(JOURNAL_CONTENT_MAX_CHARS); // 40,000 UTF-16 units
    expect(journalContent.safeParse(emoji).success).toBe(true);
    expect(journalContent.safeParse(`${emoji}a`).success).toBe(false);
  });

  it('never stores a lone surrogate: it becomes exactly one U+FFFD', () => {
    expect(journalContent.parse('ok \ud83d end')).toBe('ok \uFFFD end');
    expect(toWellFormedText('\udc00\ud83d😀')).toBe('\uFFFD\uFFFD😀');
    expect(isWellFormedText('😀')).toBe(true);
    expect(isWellFormedText('\ud83d')).toBe(false);
  });

  it('truncates at grapheme boundaries within the limit', () => {
    const cut = truncateText(`ab${family}cd`, 5);
    expect(cut).toBe('ab…');
    expect(entryLength(truncateText('x'.repeat(50), 10))).toBe(10);
    expect(truncateText('short', 10)).toBe('short');
    expect(isWellFormedText(truncateText('😀'.repeat(20), 7))).toBe(true);
  });
});
