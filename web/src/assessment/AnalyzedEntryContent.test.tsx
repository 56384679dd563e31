import type { AssessmentData, JournalEntry } from '@inkwell/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnalyzedEntryContent } from './AnalyzedEntryContent';
import { CorrectionHoverCard } from './CorrectionHighlight';
import { fakeApi, renderWithQuery } from '../test/fake-api';
import { installResizeObserver, json } from './test-support';

const content = 'I has a cat.';
const entry: JournalEntry = {
  id: 'e1',
  data: { date: '1700000000', content, target_language: 'en' },
  day: '2023-11-14',
  time_zone: 'UTC',
  word_count: 4,
  version: 1,
  analysis_state: 'analyzed',
  created_at: '2023-11-14T00:00:00Z',
  updated_at: '2023-11-14T00:00:00Z',
};
const data: AssessmentData = {
  feedback: 'Nearly there.',
  corrections: [
    {
      id: 'c1',
      original: 'has',
      corrected: 'have',
      explanation: 'I have',
      category: 'grammar',
      start: 2,
      end: 5,
      context: content,
    },
  ],
  student_language_level: 'A1',
  vocab_concepts: [],
  grammar: [],
  assessor: 'model',
  model: 'llama3',
  language: 'en',
  notes: [],
};
const base = '/api/documents/journal/e1';

describe("an analysed entry's text before its assessment arrives", () => {
  beforeAll(() => CorrectionHoverCard.preload());
  beforeEach(() => {
    installResizeObserver();
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the text in the editor at once, and adds the highlights into the same element', async () => {
    let answer: (r: Response) => void = () => undefined;
    const assessment = new Promise<Response>((resolve) => (answer = resolve));
    fakeApi({
      [`GET ${base}/assessment`]: () => assessment,
      [`GET ${base}/correction-states`]: () => json({}),
    });
    renderWithQuery(<AnalyzedEntryContent entry={entry} />);

    // First render: the text, in the editor's text element, no highlight and no list saying "none".
    const text = screen.getByTestId('corrected-content');
    expect(text).toHaveTextContent(content);
    expect(within(text).queryByRole('button')).toBeNull();
    expect(screen.queryByText('No corrections needed - great job!')).toBeNull();

    answer(
      json({
        journal_entry_id: 'e1',
        status: 'done',
        data,
        error: null,
        exercise_session_id: null,
        created_at: '2023-11-14T00:00:00Z',
        updated_at: '2023-11-14T00:00:00Z',
      }),
    );
    expect(await within(text).findByRole('button', { name: 'has' })).toBeInTheDocument();
    // The same element: the page's largest paint stays the text's first paint.
    expect(screen.getByTestId('corrected-content')).toBe(text);
  });
});
