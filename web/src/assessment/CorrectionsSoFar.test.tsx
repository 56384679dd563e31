import type { AssessmentCorrection, EntryAssessment } from '@inkwell/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAnalysisProgress } from './api/get-analysis-progress';
import { assessmentKeys } from './api/query-keys';
import { AnalyzedEntryContent } from './AnalyzedEntryContent';
import { fakeApi, renderWithQuery } from '../test/fake-api';
import { installResizeObserver, json } from './test-support';
import type { AnalyzableEntry } from './use-entry-analysis';

const content = 'Ayer yo fue al mercado. Compramos muchas fruta.';
const correction = (id: string, original: string, corrected: string, severity: 'major' | 'minor') => ({
  id,
  original,
  corrected,
  explanation: `${original} → ${corrected}`,
  category: 'grammar' as const,
  context: '',
  start: content.indexOf(original),
  end: content.indexOf(original) + original.length,
  severity,
});
const FUE: AssessmentCorrection = correction('c1', 'fue', 'fui', 'major');
const FRUTA: AssessmentCorrection = correction('c2', 'fruta', 'frutas', 'minor');

const reply = (over: Partial<EntryAssessment>): EntryAssessment => ({
  journal_entry_id: 'e1',
  status: 'analyzing',
  data: null,
  error: null,
  exercise_session_id: null,
  partial_corrections: [],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...over,
});

const entry: AnalyzableEntry = { id: 'e1', analysis_state: 'analyzing', data: { content } };

/** The analyze control's poll (AnalyzeEntryAction), which the content reads from. */
function Poller() {
  useAnalysisProgress('e1', true);
  return null;
}

describe('the entry while a model still checks it', () => {
  let answer: EntryAssessment;
  beforeEach(() => {
    installResizeObserver();
    localStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({
      'GET /api/documents/journal/e1/assessment': () => json(answer),
      'GET /api/documents/journal/e1/correction-states': () => json({}),
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const view = () =>
    renderWithQuery(
      <>
        <Poller />
        <AnalyzedEntryContent entry={entry} />
      </>,
    );

  it('shows the plain text until a first correction is found', async () => {
    answer = reply({});
    view();
    expect(await screen.findByText(content)).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('highlights the corrections found so far, read-only, with their severity and a note', async () => {
    answer = reply({ partial_corrections: [FUE] });
    const { client } = view();
    expect(await screen.findByRole('status')).toHaveTextContent('Still checking… 1 correction so far');
    const text = screen.getByTestId('corrections-so-far-content');
    expect(within(text).getByText('fue').tagName).toBe('MARK');
    expect(text).toHaveTextContent(content);
    const list = screen.getByRole('list', { name: 'Corrections so far' });
    expect(within(list).getByText('Major')).toBeInTheDocument();
    // Nothing to accept or reject before the assessment is finished.
    expect(screen.queryByRole('button')).not.toBeInTheDocument();

    answer = reply({ partial_corrections: [FUE, FRUTA] });
    await client.refetchQueries({ queryKey: assessmentKeys.progress('e1') });
    expect(await screen.findByText('Still checking… 2 corrections so far')).toBeInTheDocument();
    expect(within(list).getByText('Minor')).toBeInTheDocument();
  });

  it('gives way to the corrections editor when the assessment is done', async () => {
    answer = reply({ partial_corrections: [FUE] });
    const { client } = view();
    await screen.findByRole('status');
    answer = reply({
      status: 'done',
      partial_corrections: [],
      data: {
        feedback: 'Bien.',
        corrections: [FUE, FRUTA],
        student_language_level: 'A2',
        vocab_concepts: [],
        grammar: [],
        assessor: 'model',
        model: 'fake-model',
        language: 'es',
        notes: [],
      },
    });
    await client.refetchQueries({ queryKey: assessmentKeys.progress('e1') });
    expect(await screen.findByRole('heading', { name: 'Language Learning Text Editor' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // The finished list shows each correction's severity too.
    const list = await screen.findByRole('region', { name: 'Corrections List' });
    expect(await within(list).findByText('Major')).toBeInTheDocument();
    expect(within(list).getByText('Minor')).toBeInTheDocument();
  });
});
