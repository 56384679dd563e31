import type { ExerciseModule, RecordedAnswer } from '@inkwell/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAt } from '../../test/fake-api';
import { moduleFixture, statusFixture } from '../test-support';
import { PractiseMissedButton } from './PractiseMissedButton';
import { sessionResults } from './results';
import { answersBySlot } from './session-data';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * A merged spelling module of two words (decision 195): “Después” practised by the guided question and
 * the first independent one, “simpático” by the translation and the challenge.
 */
const merged: ExerciseModule = {
  ...moduleFixture('m1', 'Después, simpático'),
  concept_id: 'c-despues',
  concepts: [
    {
      concept_id: 'c-despues',
      title: 'Después',
      questions: [
        { phase: 'guided_practice', index: 0 },
        { phase: 'independent_practice', index: 0 },
      ],
    },
    {
      concept_id: 'c-simpatico',
      title: 'simpático',
      questions: [
        { phase: 'independent_practice', index: 1 },
        { phase: 'independent_practice', index: 2 },
      ],
    },
  ],
};

const answer = (phase: RecordedAnswer['phase'], index: number, correct: boolean): RecordedAnswer => ({
  module_id: 'm1',
  phase,
  index,
  answer: correct ? 'right' : 'wrong',
  correct,
  points: correct ? 1 : 0,
});

/** Renders the button for these answers and returns the body it posts to Create Exercise. */
async function practiseAgain(answers: RecordedAnswer[]) {
  const log = fakeApi((req) =>
    req.method === 'POST' && req.path === '/exercises/sessions'
      ? { status: 201, body: statusFixture({ session_id: 'n1', status: 'generating' }) }
      : undefined,
  );
  renderAt(<PractiseMissedButton results={sessionResults([merged], answersBySlot(answers))} />);
  await userEvent.click(screen.getByRole('button', { name: 'Practise the missed ones again' }));
  // The location probe is there from the start: wait for the navigation that follows the POST.
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/exercises'));
  return log.find((r) => r.method === 'POST' && r.path === '/exercises/sessions')?.body;
}

describe('PractiseMissedButton with a merged spelling module', () => {
  it('practises only the word whose own question was answered wrong', async () => {
    const body = await practiseAgain([
      answer('guided_practice', 0, true),
      answer('independent_practice', 0, true),
      answer('independent_practice', 1, false),
      answer('independent_practice', 2, true),
    ]);
    expect(body).toEqual({ concept_ids: ['c-simpatico'], title: 'Practise again: simpático' });
  });

  it('practises the second word alone too, not the module’s first concept', async () => {
    const body = await practiseAgain([
      answer('guided_practice', 0, false),
      answer('independent_practice', 0, true),
      answer('independent_practice', 1, true),
      answer('independent_practice', 2, true),
    ]);
    expect(body).toEqual({ concept_ids: ['c-despues'], title: 'Practise again: Después' });
  });

  it('practises every word missed, an unanswered question counting as missed', async () => {
    const body = await practiseAgain([
      answer('guided_practice', 0, false),
      answer('independent_practice', 1, true),
    ]);
    expect(body).toEqual({
      concept_ids: ['c-despues', 'c-simpatico'],
      title: 'Practise again: Después, simpático',
    });
  });

  it('offers nothing when every question was answered right', () => {
    fakeApi(() => undefined);
    renderAt(
      <PractiseMissedButton
        results={sessionResults(
          [merged],
          answersBySlot([
            answer('guided_practice', 0, true),
            answer('independent_practice', 0, true),
            answer('independent_practice', 1, true),
            answer('independent_practice', 2, true),
          ]),
        )}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Practise the missed ones again' })).toBeNull();
  });
});
