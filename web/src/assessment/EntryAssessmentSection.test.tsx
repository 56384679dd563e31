import type { AssessmentData, JournalEntry } from '@inkwell/contract';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EntryAssessmentSection } from './EntryAssessmentSection';
import { CorrectionHoverCard } from './CorrectionHighlight';
import { AnalyzedEntryContent } from './AnalyzedEntryContent';
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

describe('analyzed entry: editor and card together', () => {
  // The hover cards' code loads after the text in the app; here it is there before the first render.
  beforeAll(() => CorrectionHoverCard.preload());
  beforeEach(() => {
    installResizeObserver();
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('counts an accept made in the editor on the card, with one read of each resource', async () => {
    const calls = fakeApi({
      [`GET ${base}/assessment`]: () =>
        json({
          journal_entry_id: 'e1',
          status: 'done',
          data,
          error: null,
          exercise_session_id: null,
          created_at: '2023-11-14T00:00:00Z',
          updated_at: '2023-11-14T00:00:00Z',
        }),
      [`GET ${base}/correction-states`]: () => json({}),
      [`POST ${base}/correction-state`]: () =>
        json({ c1: { accepted: true, rejected: false, updated_at: 2 } }),
    });
    renderWithQuery(
      <>
        <AnalyzedEntryContent entry={entry} />
        <EntryAssessmentSection entry={entry} />
      </>,
    );
    expect(await screen.findByText('Corrections Applied: 0')).toBeInTheDocument();
    await userEvent.click(
      within(screen.getByTestId('corrected-content')).getByRole('button', { name: 'has' }),
    );
    expect(screen.getByText('Corrections Applied: 1')).toBeInTheDocument();
    expect(screen.getByText('No vocabulary concepts discovered')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'GET' && c.path.endsWith('/assessment'))).toHaveLength(1);
    expect(calls.filter((c) => c.method === 'GET' && c.path.endsWith('/correction-states'))).toHaveLength(1);
  });

  it('shows nothing extra before the entry is analyzed', () => {
    const calls = fakeApi({});
    renderWithQuery(<EntryAssessmentSection entry={{ ...entry, analysis_state: null }} />);
    expect(screen.queryByText('AI Assessment')).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
