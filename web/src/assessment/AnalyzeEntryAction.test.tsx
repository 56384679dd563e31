import type { AssessmentData, JournalEntry } from '@inkwell/contract';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnalyzeEntryAction } from './AnalyzeEntryAction';
import { clockTime } from './ModelBusyNotice';
import { fakeApi, renderWithQuery } from '../test/fake-api';
import { json } from './test-support';

const entry = (analysis_state: JournalEntry['analysis_state'], content = 'I has a cat.'): JournalEntry => ({
  id: 'e1',
  data: { date: '1700000000', content, target_language: 'en' },
  day: '2023-11-14',
  time_zone: 'UTC',
  word_count: 4,
  version: 1,
  analysis_state,
  created_at: '2023-11-14T00:00:00Z',
  updated_at: '2023-11-14T00:00:00Z',
});
const data: AssessmentData = {
  feedback: 'Nice.',
  corrections: [],
  student_language_level: 'A1',
  vocab_concepts: [],
  grammar: [],
  assessor: 'offline',
  model: null,
  language: 'en',
  notes: [],
};
const base = '/api/documents/journal/e1';
/** A GET …/assessment answer (contract `entryAssessment`). */
const answer = (status: 'analyzing' | 'done' | 'failed', error: string | null = null) => ({
  journal_entry_id: 'e1',
  status,
  data: status === 'done' ? data : null,
  error,
  exercise_session_id: null,
  created_at: '2023-11-14T00:00:00Z',
  updated_at: '2023-11-14T00:00:00Z',
});

describe('AnalyzeEntryAction', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is disabled for blank content and for unsaved edits', () => {
    fakeApi({});
    const { rerender } = renderWithQuery(<AnalyzeEntryAction entry={entry(null, '   ')} />);
    expect(screen.getByRole('button', { name: 'Analyze Entry' })).toBeDisabled();
    rerender(<AnalyzeEntryAction entry={entry(null)} hasUnsavedChanges />);
    expect(screen.getByRole('button', { name: 'Analyze Entry' })).toBeDisabled();
  });

  it('starts the analysis, shows Analyzing... while it runs and Analyzed when the result arrives', async () => {
    const calls = fakeApi({
      [`POST ${base}/assess`]: () => json({ journal_entry_id: 'e1', status: 'analyzing' }, 202),
      [`GET ${base}/assessment`]: () =>
        json(answer(calls.filter((c) => c.path.endsWith('/assessment')).length < 2 ? 'analyzing' : 'done')),
    });
    renderWithQuery(<AnalyzeEntryAction entry={entry(null)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Analyze Entry' }));
    expect(await screen.findByRole('button', { name: 'Analyzing...' })).toBeDisabled();
    expect(await screen.findByRole('button', { name: 'Analyzed' }, { timeout: 5000 })).toBeDisabled();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('after a reload during analysis keeps showing Analyzing... until the result arrives', async () => {
    let polls = 0;
    fakeApi({ [`GET ${base}/assessment`]: () => json(answer(++polls < 2 ? 'analyzing' : 'done')) });
    renderWithQuery(<AnalyzeEntryAction entry={entry('analyzing')} />);
    expect(screen.getByRole('button', { name: 'Analyzing...' })).toBeDisabled();
    expect(await screen.findByRole('button', { name: 'Analyzed' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('while the model is busy, says when it tries again, and Cancel stops the analysis', async () => {
    const retryAt = '2023-11-14T14:32:00Z';
    let cancelled = false;
    const calls = fakeApi({
      [`GET ${base}/assessment`]: () =>
        json(
          cancelled
            ? answer('failed', 'The analysis was cancelled.')
            : { ...answer('analyzing'), retry_at: retryAt },
        ),
      [`POST ${base}/assess/cancel`]: () => {
        cancelled = true;
        return json(answer('failed', 'The analysis was cancelled.'));
      },
    });
    renderWithQuery(<AnalyzeEntryAction entry={entry('analyzing')} />);
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(`The model is busy; trying again at ${clockTime(retryAt)}`);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The analysis was cancelled.');
    expect(screen.queryByRole('status')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/documents/journal/e1/assess/cancel',
    ]);
  });

  it('reports an analysis that vanished (no assessment after asking) as failed', async () => {
    fakeApi({ [`POST ${base}/assess`]: () => json({ journal_entry_id: 'e1', status: 'analyzing' }, 202) });
    renderWithQuery(<AnalyzeEntryAction entry={entry(null)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Analyze Entry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to assess journal entry');
  });

  it("shows the server's reason when the request is refused", async () => {
    fakeApi({
      [`POST ${base}/assess`]: () =>
        json({ detail: 'This journal entry is being analyzed and cannot be edited right now.' }, 409),
    });
    renderWithQuery(<AnalyzeEntryAction entry={entry(null)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Analyze Entry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This journal entry is being analyzed and cannot be edited right now.',
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('Failed to assess journal entry');
  });

  it("without a reason from the server, says 'Failed to assess journal entry'", async () => {
    fakeApi({ [`POST ${base}/assess`]: () => new Response('', { status: 500 }) });
    renderWithQuery(<AnalyzeEntryAction entry={entry(null)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Analyze Entry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to assess journal entry');
    expect(screen.getByRole('button', { name: 'Analyze Entry' })).toBeEnabled();
  });

  it("after a reload shows the entry's stored failure reason without asking for an assessment, and Try again starts one", async () => {
    const calls = fakeApi({
      [`POST ${base}/assess`]: () => json({ journal_entry_id: 'e1', status: 'analyzing' }, 202),
      [`GET ${base}/assessment`]: () => json(answer('analyzing')),
    });
    const reason = 'The model took too long to answer; try again later.';
    renderWithQuery(<AnalyzeEntryAction entry={{ ...entry(null), analysis_error: reason }} />);
    expect(screen.getByRole('alert')).toHaveTextContent(reason);
    // A never-analysed or failed entry is not looked up (no 404 in the console).
    expect(calls).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Analyzing...' })).toBeDisabled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('offers no Try again while unsaved edits wait', () => {
    fakeApi({});
    renderWithQuery(
      <AnalyzeEntryAction
        entry={{ ...entry(null), analysis_error: 'The model is busy.' }}
        hasUnsavedChanges
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The model is busy.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('over the hourly quota, says so and when to try again', async () => {
    fakeApi({
      [`POST ${base}/assess`]: () =>
        new Response(JSON.stringify({ detail: 'You can analyse at most 20 journal entries per hour.' }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '1500' },
        }),
    });
    renderWithQuery(<AnalyzeEntryAction entry={entry(null)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Analyze Entry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can analyse at most 20 journal entries per hour. Try again in 25 minutes.',
    );
  });

  it('reports a failed job (the entry went back to editable) and lets the learner try again', async () => {
    fakeApi({
      [`POST ${base}/assess`]: () => json({ journal_entry_id: 'e1', status: 'analyzing' }, 202),
      [`GET ${base}/assessment`]: () => json(answer('failed', 'The model timed out')),
    });
    renderWithQuery(<AnalyzeEntryAction entry={entry(null)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Analyze Entry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The model timed out');
    expect(screen.getByRole('button', { name: 'Analyze Entry' })).toBeEnabled();
  });
});
