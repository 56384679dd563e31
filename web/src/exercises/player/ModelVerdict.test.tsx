import type { ModelGrade } from '@inkwell/contract';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ExercisePlayerPage from '../ExercisePlayerPage';
import { fakeApi, renderAt } from '../../test/fake-api';
import { moduleFixture, sessionFixture } from '../test-support';

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeEach(() => vi.stubGlobal('ResizeObserver', NoResizeObserver));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** One session whose translation ("fui" → "I went") the lenient check grades; `grade` is the model's word. */
function serve(
  grade: (answer: { module_id: string; phase: string; index: number; answer: string }) => ModelGrade,
) {
  let current = sessionFixture();
  const recorded = new Map<string, { module_id: string; phase: string; index: number; answer: string }>();
  return fakeApi((req) => {
    if (req.method === 'GET' && req.path === '/exercises/sessions/s1')
      return { body: { session: current, modules: [moduleFixture()] } };
    if (req.method === 'PUT' && req.path === '/exercises/sessions/s1/progress') return { status: 204 };
    if (req.method === 'POST' && req.path === '/exercises/sessions/s1/answers') {
      const body = req.body as {
        module_id: string;
        phase: 'independent_practice';
        index: number;
        answer: string;
      };
      const correct = body.answer.trim().toLowerCase() === 'i went';
      const stored = { ...body, correct, points: 0 };
      recorded.set(`${body.phase}|${body.index}`, body);
      current = { ...current, answers: [...current.answers, stored] };
      return { body: { ...stored, expected: 'I went' } };
    }
    if (req.method === 'POST' && req.path === '/exercises/sessions/s1/answers/grade') {
      const slot = req.body as { phase: string; index: number };
      return { body: grade(recorded.get(`${slot.phase}|${slot.index}`)!) };
    }
    return undefined;
  });
}

/** Opens the independent practice slide and answers the translation. */
async function translate(answer: string) {
  renderAt(<ExercisePlayerPage />, { url: '/exercise/s1', route: '/exercise/:sessionId' });
  await screen.findByText('1/8');
  for (let i = 0; i < 5; i++) await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  const question = screen.getByText('Translate: fui').closest('form')!;
  await userEvent.type(within(question).getByPlaceholderText('Your answer'), answer);
  await userEvent.click(within(question).getByRole('button', { name: 'Check Answer' }));
  return question;
}

describe('free translations graded by the model (issue 14)', () => {
  it('shows the model’s verdict and feedback when it accepts what the lenient check did not', async () => {
    const log = serve((a) => ({
      correct: true,
      feedback: '“I have gone” also works here.',
      source: 'model',
      answer: { ...a, phase: 'independent_practice', correct: true, points: 1 },
    }));
    const question = await translate('I have gone');
    expect(await within(question).findByTestId('model-verdict')).toHaveTextContent(
      'The model accepts your translation.“I have gone” also works here.',
    );
    expect(within(question).getByTestId('answer-result')).toHaveTextContent('Correct! +1 point');
    expect(log.find((r) => r.path.endsWith('/answers/grade'))?.body).toEqual({
      module_id: 'm1',
      phase: 'independent_practice',
      index: 1,
    });
  });

  it('a wrong verdict keeps “Not quite” and adds the model’s reason', async () => {
    serve((a) => ({
      correct: false,
      feedback: '“fui” is past: “I went”.',
      source: 'model',
      answer: { ...a, phase: 'independent_practice', correct: false, points: 0 },
    }));
    const question = await translate('I go');
    expect(await within(question).findByTestId('model-verdict')).toHaveTextContent(
      '“fui” is past: “I went”.',
    );
    expect(within(question).getByTestId('answer-result')).toHaveTextContent(
      'Not quite. The answer is: I went',
    );
  });

  it('a lenient verdict (no model, or it failed) shows nothing more', async () => {
    const log = serve((a) => ({
      correct: false,
      feedback: null,
      source: 'lenient',
      answer: { ...a, phase: 'independent_practice', correct: false, points: 0 },
    }));
    const question = await translate('I go');
    await vi.waitFor(() => expect(log.some((r) => r.path.endsWith('/answers/grade'))).toBe(true));
    await vi.waitFor(() => expect(within(question).queryByText(/Checking your translation/)).toBeNull());
    expect(within(question).queryByTestId('model-verdict')).toBeNull();
    expect(within(question).getByTestId('answer-result')).toHaveTextContent('Not quite');
  });

  it('does not ask the model about a translation the lenient check already accepted', async () => {
    const log = serve(() => {
      throw new Error('not asked');
    });
    const question = await translate('I went');
    expect(await within(question).findByTestId('answer-result')).toHaveTextContent('Correct!');
    expect(log.some((r) => r.path.endsWith('/answers/grade'))).toBe(false);
  });
});
