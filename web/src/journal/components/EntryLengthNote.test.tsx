import { JOURNAL_CONTENT_MAX_CHARS, journalContent } from '@inkwell/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EntryLengthNote } from './EntryLengthNote';

describe('EntryLengthNote', () => {
  afterEach(cleanup);

  it('counts as the API does: 20,000 emoji fit, one more character does not', () => {
    const full = '😀'.repeat(JOURNAL_CONTENT_MAX_CHARS);
    const { rerender } = render(<EntryLengthNote text={full} />);
    expect(screen.getByTestId('entry-length')).toHaveTextContent('20,000 / 20,000 characters');
    expect(journalContent.safeParse(full).success).toBe(true);
    rerender(<EntryLengthNote text={`${full}a`} />);
    expect(screen.getByTestId('entry-length')).toHaveTextContent('(too long to save)');
    expect(journalContent.safeParse(`${full}a`).success).toBe(false);
  });

  it('stays hidden for ordinary entries', () => {
    render(<EntryLengthNote text="Hoy fui al mercado." />);
    expect(screen.queryByTestId('entry-length')).toBeNull();
  });
});
