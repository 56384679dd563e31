import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CorrectionsEditor } from './CorrectionsEditor';
import { CorrectionHoverCard } from './CorrectionHighlight';
import type { EditorCorrection } from './editor-corrections';
import { installResizeObserver } from './test-support';

const content = 'I has went to the the store and buyed a apple.';
function correction(
  id: string,
  original: string,
  corrected: string,
  category: EditorCorrection['category'],
  explanation: string,
  colorIndex: number,
): EditorCorrection {
  const start = content.indexOf(original);
  return {
    id,
    original,
    corrected,
    explanation,
    category,
    start,
    end: start + original.length,
    accepted: false,
    rejected: false,
    colorIndex,
  };
}
const CORRECTIONS = [
  correction('c1', 'has went', 'went', 'grammar', 'Use the simple past after "I".', 0),
  correction('c2', 'the the', 'the', 'grammar', 'Repeated word.', 1),
  correction('c3', 'buyed', 'bought', 'spelling', '"Buy" has an irregular past.', 2),
  correction('c4', 'a apple', 'an apple', 'vocabulary', 'Use "an" before a vowel sound.', 3),
];

/** The editor with states held in memory, as the page's hook would. */
function Harness({ initial = CORRECTIONS }: { initial?: EditorCorrection[] }) {
  const [list, setList] = useState(initial);
  const set = (id: string, accepted: boolean) =>
    setList((l) => l.map((c) => (c.id === id ? { ...c, accepted, rejected: !accepted } : c)));
  return (
    <CorrectionsEditor
      content={content}
      corrections={list}
      onAccept={(id) => set(id, true)}
      onReject={(id) => set(id, false)}
      onAcceptAll={() => setList((l) => l.map((c) => ({ ...c, accepted: true, rejected: false })))}
    />
  );
}

const text = () => screen.getByTestId('corrected-content');

describe('CorrectionsEditor', () => {
  // The hover cards' code loads after the text in the app; here it is there before the first render.
  beforeAll(() => CorrectionHoverCard.preload());
  beforeEach(installResizeObserver);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('highlights each correction in its own palette colour inside the unchanged text', () => {
    render(<Harness />);
    expect(screen.getByRole('heading', { name: 'Language Learning Text Editor' })).toBeInTheDocument();
    expect(text()).toHaveTextContent(content);
    const highlights = within(text()).getAllByRole('button');
    expect(highlights.map((b) => b.textContent)).toEqual(['has went', 'the the', 'buyed', 'a apple']);
    expect(highlights[0]!.className).toContain('bg-red-100');
    expect(highlights[1]!.className).toContain('bg-orange-100');
  });

  it('shows category, original → corrected, explanation and "Click to accept" on hover', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.hover(within(text()).getByRole('button', { name: 'buyed' }));
    const card = (await screen.findByText('Click to accept')).closest<HTMLElement>('[data-correction-card]')!;
    expect(within(card).getByText('Spelling')).toBeInTheDocument();
    expect(within(card).getByText('buyed')).toBeInTheDocument();
    expect(within(card).getByText('bought')).toBeInTheDocument();
    expect(within(card).getByText('"Buy" has an irregular past.')).toBeInTheDocument();
  });

  it('opens the same card for keyboard focus, and describes the correction to screen readers', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab(); // the Hide toggle
    await user.tab(); // first chip …
    for (let i = 0; i < 3; i++) await user.tab();
    await user.tab();
    const first = within(text()).getByRole('button', { name: 'has went' });
    expect(first).toHaveFocus();
    expect(first).toHaveAccessibleDescription(
      'Grammar: has went → went. Use the simple past after "I". Click to accept',
    );
    const card = (await screen.findByText('Click to accept')).closest<HTMLElement>('[data-correction-card]')!;
    expect(within(card).getByText('Use the simple past after "I".')).toBeInTheDocument();
  });

  it('accepts on click and shows the corrected text beneath the original; chips count it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('button', { name: /Spelling 0\/1/ })).toBeInTheDocument();
    await user.click(within(text()).getByRole('button', { name: 'buyed' }));
    const accepted = within(text()).getByRole('button', { name: /buyed/ });
    expect(accepted.querySelector('rt')).toHaveTextContent('bought');
    expect(screen.getByRole('button', { name: /Spelling 1\/1/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Grammar 0\/2/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Vocabulary 0\/1/ })).toBeInTheDocument();
  });

  it('filters by chip and back with View All', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: /Grammar 0\/2/ }));
    expect(
      within(text())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['has went', 'the the']);
    const list = screen.getByRole('region', { name: 'Corrections List' });
    expect(within(list).queryByRole('heading', { name: /Spelling/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View All' }));
    expect(within(text()).getAllByRole('button')).toHaveLength(4);
  });

  it('groups the list by category, rejects back to plain text, and accepts all', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        initial={[
          ...CORRECTIONS,
          { ...correction('c5', 'to the', 'the to', 'word_order', 'Order.', 4), start: 12, end: 18 },
        ]}
      />,
    );
    const list = screen.getByRole('region', { name: 'Corrections List' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Spelling (1)', 'Vocabulary (1)', 'Grammar (2)', 'Word Order (1)']);
    await user.click(within(list).getByRole('button', { name: 'Reject the the → the' }));
    expect(within(text()).queryByRole('button', { name: 'the the' })).not.toBeInTheDocument();
    expect(text()).toHaveTextContent(content);
    await user.click(within(list).getByRole('button', { name: 'Accept All' }));
    expect(within(list).getAllByText('Accepted')).toHaveLength(5);
    expect(within(list).getByRole('button', { name: 'Accept All' })).toBeDisabled();
  });

  it('hides and shows the highlights', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(within(text()).queryAllByRole('button')).toHaveLength(0);
    expect(text()).toHaveTextContent(content);
    await user.click(screen.getByRole('button', { name: 'Show All Corrections' }));
    expect(within(text()).getAllByRole('button')).toHaveLength(4);
  });

  it('praises an entry without corrections', () => {
    render(<Harness initial={[]} />);
    expect(screen.getByText('No corrections needed - great job!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View All' })).not.toBeInTheDocument();
  });
});
