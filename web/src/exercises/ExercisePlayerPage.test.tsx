import type { ExerciseSession } from '@inkwell/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ExercisePlayerPage from './ExercisePlayerPage';
import { fakeApi, renderAt, type FakeRequest } from '../test/fake-api';
import { moduleFixture, sessionFixture, statusFixture } from './test-support';

// jsdom has no ResizeObserver; Radix's radio group measures its items with one.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const route = { url: '/exercise/s1', route: '/exercise/:sessionId' };

/** A server for one session: answers are checked against the fixture, recorded once, completion works. */
function serve(session: Partial<ExerciseSession> = {}, modules: unknown[] = [moduleFixture()]) {
  let current = sessionFixture(session);
  const log: FakeRequest[] = fakeApi((req) => {
    if (req.method === 'GET' && req.path === '/exercises/sessions/s1')
      return { body: { session: current, modules } };
    if (req.method === 'PUT' && req.path === '/exercises/sessions/s1/progress') return { status: 204 };
    if (req.method === 'POST' && req.path === '/exercises/sessions/s1/answers') {
      const body = req.body as {
        module_id: string;
        phase: 'guided_practice' | 'independent_practice';
        index: number;
        answer: string;
      };
      const expected = body.phase === 'guided_practice' ? 'went' : body.index === 0 ? 'went' : 'I went';
      const correct = body.answer.trim().toLowerCase() === expected.toLowerCase();
      const points = correct ? (body.phase === 'independent_practice' && body.index === 0 ? 2 : 1) : 0;
      const stored = { ...body, correct, points };
      current = { ...current, answers: [...current.answers, stored] };
      return { body: { ...stored, expected } };
    }
    if (req.method === 'POST' && req.path === '/exercises/sessions')
      return { status: 201, body: statusFixture({ session_id: 'n1', status: 'generating' }) };
    if (req.method === 'POST' && req.path === '/exercises/sessions/s1/complete') {
      current = { ...current, status: 'completed' };
      return { body: { session: current, modules } };
    }
    return undefined;
  });
  return log;
}

const counterText = () => screen.getByRole('progressbar', { name: 'Session progress' });

/**
 * From the summary while questions are open: go to the first one left, skip every open question on
 * its slide, come back to the summary (the arrow keys stop at it), until the summary opens.
 */
async function skipEverythingLeft() {
  let go: HTMLElement | null;
  while ((go = screen.queryByRole('button', { name: 'Go to the first question left' }))) {
    await userEvent.click(go);
    for (const skip of screen.queryAllByRole('button', { name: 'Skip' })) await userEvent.click(skip);
    for (let i = 0; i < 20; i++) fireEvent.keyDown(window, { key: 'ArrowRight' });
  }
}

describe('ExercisePlayerPage', () => {
  it('walks the intro and the six phase slides with every field, bounded at both ends', async () => {
    const log = serve({ title: '' });
    renderAt(<ExercisePlayerPage />, route);
    expect(screen.getByText('Loading exercise session...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Language Practice Session' }),
    ).toBeInTheDocument();
    expect(screen.getByText('1/8')).toBeInTheDocument();
    expect(counterText()).toHaveAttribute('aria-valuenow', '1');
    expect(counterText()).toHaveAttribute('aria-valuemax', '8');
    expect(screen.getByText('12 minutes')).toBeInTheDocument();
    expect(screen.getByText('A2')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('went');
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(previous).toBeDisabled();
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(screen.getByText('1/8')).toBeInTheDocument();

    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByText('Go is irregular.')).toBeInTheDocument();
    expect(screen.getByText('Key takeaway')).toBeInTheDocument();
    expect(screen.getByText('I went home.')).toBeInTheDocument();

    await userEvent.click(next);
    expect(screen.getByText('Advanced')).toBeInTheDocument();
    expect(screen.getByText('Cultural notes')).toBeInTheDocument();
    expect(screen.getByText('Old English borrowed it.')).toBeInTheDocument();

    await userEvent.click(next);
    expect(screen.getByText('subject + went + place')).toBeInTheDocument();
    expect(screen.getByText('simple')).toBeInTheDocument();
    expect(screen.getByText('Ella salió.')).toBeInTheDocument();
    expect(screen.getByText('Phrasal use.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);

    await userEvent.click(next);
    expect(screen.getByText('Think of yesterday.')).toBeInTheDocument();
    expect(screen.getByText('past of go')).toBeInTheDocument();

    await userEvent.click(next);
    expect(screen.queryByText(/Hint:/)).toBeNull();
    expect(screen.getByText('Translate: fui')).toBeInTheDocument();
    expect(screen.getByText('hard')).toBeInTheDocument();
    expect(screen.getByText('Challenge')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup')).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(3);

    await userEvent.click(next);
    expect(screen.getByText('Memory aid')).toBeInTheDocument();
    expect(screen.getByText('goed')).toBeInTheDocument();

    await userEvent.click(next);
    expect(screen.getByText('8/8')).toBeInTheDocument();
    // Nothing answered yet: the summary (every right answer) stays closed (issue 22).
    expect(screen.getByRole('heading', { name: 'Questions left' })).toBeInTheDocument();
    expect(screen.getByText(/4 questions are left: answer or skip each one/)).toBeInTheDocument();
    expect(screen.queryByTestId('session-score')).toBeNull();
    expect(screen.queryByText('went')).toBeNull();
    expect(next).toBeDisabled();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByText('8/8')).toBeInTheDocument();

    await vi.waitFor(() =>
      expect(log.filter((r) => r.method === 'PUT').at(-1)?.body).toEqual({ current_slide: 7 }),
    );
  });

  it('checks answers once, locks them, scores them and finishes the session', async () => {
    const log = serve({ current_slide: 4 });
    renderAt(<ExercisePlayerPage />, route);
    expect(await screen.findByText('5/8')).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'I ___ home.' });
    const check = screen.getByRole('button', { name: 'Check Answer' });
    expect(check).toBeDisabled();
    await userEvent.type(input, '   ');
    expect(check).toBeDisabled();
    await userEvent.clear(input);
    // Arrow keys inside a text field move the caret, not the slide.
    await userEvent.type(input, ' WENT {arrowleft}{enter}');
    expect(await screen.findByText('Correct! +1 point')).toBeInTheDocument();
    expect(screen.getByText('5/8')).toBeInTheDocument();
    expect(input).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Check Answer' })).toBeNull();
    expect(log.filter((r) => r.method === 'POST' && r.path.endsWith('/answers'))).toHaveLength(1);
    expect(log.find((r) => r.path.endsWith('/answers'))?.body).toEqual({
      module_id: 'm1',
      phase: 'guided_practice',
      index: 0,
      answer: 'WENT',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const [choice] = screen.getAllByRole('form');
    const mcCheck = within(choice!).getByRole('button', { name: 'Check Answer' });
    expect(mcCheck).toBeDisabled();
    await userEvent.click(within(choice!).getByRole('radio', { name: 'goed' }));
    await userEvent.click(mcCheck);
    expect(await screen.findByText('Not quite. The answer is: went')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    // Two questions were neither answered nor skipped: skip each one by one, then the summary opens.
    expect(screen.getByText(/2 questions are left/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to the first question left' }));
    expect(screen.getByText('6/8')).toBeInTheDocument();
    const skips = screen.getAllByRole('button', { name: 'Skip' });
    expect(skips).toHaveLength(2);
    await userEvent.click(skips[0]!);
    expect(screen.getByText('Skipped')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Skip' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      screen.getByText('1 question is left: answer or skip each one to see your score.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to the first question left' }));
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('session-score')).toHaveTextContent('1 / 5');
    expect(log.filter((r) => r.path.endsWith('/answers'))).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText(/This session is completed/)).toBeInTheDocument();
    expect(log.some((r) => r.method === 'POST' && r.path.endsWith('/complete'))).toBe(true);
  });

  it("offers Hear it only once a question is answered, reading the filled sentence in the session's language", async () => {
    const spoken: Array<{ text: string; lang: string }> = [];
    vi.stubGlobal('speechSynthesis', {
      getVoices: () => [{ lang: 'en-GB', name: 'British' }],
      addEventListener: () => {},
      removeEventListener: () => {},
      cancel: () => {},
      speak: (u: { text: string; lang: string }) => spoken.push({ text: u.text, lang: u.lang }),
    });
    vi.stubGlobal(
      'SpeechSynthesisUtterance',
      class {
        voice: unknown = null;
        lang = '';
        rate = 1;
        constructor(readonly text: string) {}
      },
    );
    serve({ current_slide: 4 });
    renderAt(<ExercisePlayerPage />, route);
    const input = await screen.findByRole('textbox', { name: 'I ___ home.' });
    // Before an answer, hearing the whole sentence would give the answer away.
    expect(screen.queryByRole('button', { name: 'Hear the sentence' })).toBeNull();
    await userEvent.type(input, 'gone{enter}');
    expect(await screen.findByText('Not quite. The answer is: went')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hear the sentence' }));
    expect(spoken).toEqual([{ text: 'I went home.', lang: 'en-GB' }]);
  });

  it('offers no Hear it when the session names no language', async () => {
    serve({ current_slide: 4, target_language: null });
    renderAt(<ExercisePlayerPage />, route);
    await userEvent.type(await screen.findByRole('textbox', { name: 'I ___ home.' }), 'went{enter}');
    expect(await screen.findByText('Correct! +1 point')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hear the sentence' })).toBeNull();
  });

  it('restores answers from the session and reads modules sent as JSON strings', async () => {
    serve(
      {
        current_slide: 4,
        answers: [
          { module_id: 'm1', phase: 'guided_practice', index: 0, answer: 'goes', correct: false, points: 0 },
        ],
      },
      [JSON.stringify(moduleFixture())],
    );
    renderAt(<ExercisePlayerPage />, route);
    expect(await screen.findByText('Not quite. The answer is: went')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'I ___ home.' })).toHaveValue('goes');
  });

  it('opens at the furthest answered slide when the saved place is behind it', async () => {
    serve({
      current_slide: 1,
      answers: [
        {
          module_id: 'm1',
          phase: 'independent_practice',
          index: 1,
          answer: 'I go',
          correct: false,
          points: 0,
        },
      ],
    });
    renderAt(<ExercisePlayerPage />, route);
    expect(await screen.findByText('6/8')).toBeInTheDocument();
  });

  it('lists each question with the answer given and the right one, and offers the missed ones again', async () => {
    const log = serve(
      {
        current_slide: 13,
        answers: [
          { module_id: 'm1', phase: 'guided_practice', index: 0, answer: 'went', correct: true, points: 1 },
          {
            module_id: 'm1',
            phase: 'independent_practice',
            index: 0,
            answer: 'goed',
            correct: false,
            points: 0,
          },
        ],
      },
      [
        { ...moduleFixture(), concept_id: 'c1' },
        { ...moduleFixture('m2', 'ser'), concept_id: 'c2' },
      ],
    );
    renderAt(<ExercisePlayerPage />, route);
    await screen.findByRole('heading', { name: 'Questions left' });
    await skipEverythingLeft();
    const results = await screen.findByTestId('session-results');
    const went = within(results).getByRole('region', { name: 'Results: went' });
    const rows = within(went).getAllByRole('listitem');
    // Guided, two independent and the challenge: every question, answered or not.
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent('I ___ home.');
    expect(rows[0]).toHaveTextContent('Your answerwent');
    expect(rows[0]).not.toHaveTextContent('Right answer');
    expect(rows[1]).toHaveTextContent('Your answergoed');
    expect(rows[1]).toHaveTextContent('Right answerwent');
    expect(rows[2]).toHaveTextContent('Translate: fui');
    expect(rows[2]).toHaveTextContent('Your answerNot answered');
    expect(rows[2]).toHaveTextContent('Right answerI went');
    expect(within(results).getByRole('region', { name: 'Results: ser' })).toBeInTheDocument();

    // Both concepts have a wrong or unanswered question: a new session on them, via Create Exercise.
    await userEvent.click(screen.getByRole('button', { name: 'Practise the missed ones again' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/exercises');
    expect(log.find((r) => r.method === 'POST' && r.path === '/exercises/sessions')?.body).toEqual({
      concept_ids: ['c1', 'c2'],
      title: 'Practise again: went, ser',
    });
  });

  it('skipping every question opens the summary, but Finish needs one answer', async () => {
    const log = serve({ current_slide: 7 });
    renderAt(<ExercisePlayerPage />, route);
    await screen.findByRole('heading', { name: 'Questions left' });
    await skipEverythingLeft();
    expect(screen.getByTestId('session-score')).toHaveTextContent('0 / 5');
    expect(screen.getByText('0 questions answered')).toBeInTheDocument();
    expect(screen.getByText('Answer at least one question to finish the session.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finish' })).toBeDisabled();
    expect(log.some((r) => r.path.endsWith('/answers') || r.path.endsWith('/complete'))).toBe(false);
  });

  it('remembers the skips across a reload in the same browser', async () => {
    serve({ current_slide: 7 });
    renderAt(<ExercisePlayerPage />, route);
    await screen.findByRole('heading', { name: 'Questions left' });
    await skipEverythingLeft();
    expect(screen.getByTestId('session-score')).toHaveTextContent('0 / 5');
    cleanup();
    serve({ current_slide: 7 });
    renderAt(<ExercisePlayerPage />, route);
    expect(await screen.findByTestId('session-score')).toHaveTextContent('0 / 5');
    expect(screen.queryByRole('heading', { name: 'Questions left' })).not.toBeInTheDocument();
  });

  it("shows 'Module not found' for unreadable module data", async () => {
    serve({ current_slide: 1 }, ['{broken']);
    renderAt(<ExercisePlayerPage />, route);
    expect(await screen.findByText('Module not found')).toBeInTheDocument();
  });

  it('shows the load error with Try Again, and the empty state', async () => {
    let fail = true;
    fakeApi((req) => {
      if (req.path !== '/exercises/sessions/s1') return undefined;
      return fail ? { status: 500, body: {} } : { body: { session: sessionFixture(), modules: [] } };
    });
    renderAt(<ExercisePlayerPage />, route);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to get exercise session');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No exercise session data available')).toBeInTheDocument();
  });

  it('opens a completed session read-only', async () => {
    serve({ status: 'completed', current_slide: 4 });
    renderAt(<ExercisePlayerPage />, route);
    expect(await screen.findByText('Not answered in this session.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'I ___ home.' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Check Answer' })).toBeNull();
  });
});
