import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardPrompt, SPELLING_PROMPT } from './card-prompts';
import { dueCardFixture } from './fixtures';
import { MeaningEditor } from './MeaningEditor';
import { ReviewSession } from './ReviewSession';
import { fakeApi, renderWithQuery } from '../test/fake-api';

/** Vocabulary meanings (decision 150): a spelling fix is a spelling card, and the learner can give a word's meaning. */

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const spelling = dueCardFixture({
  card_id: 'card-s',
  card_type: 'spelling',
  target_language: 'es',
  front: { text: 'nice, friendly', hint: 'You wrote “simpatico”' },
  back: { text: 'simpático', hint: 'not “simpatico”' },
});

describe('review of an accent fix', () => {
  it('asks to spell the word, never what it means, and shows no checker message', async () => {
    fakeApi((req) =>
      req.path.startsWith('/concepts/review/due')
        ? { body: { now: 0, due_count: 1, cards: [spelling] } }
        : undefined,
    );
    const user = userEvent.setup();
    renderWithQuery(<ReviewSession conceptId="c-1" onDone={() => {}} />);
    expect(await screen.findByText('nice, friendly')).toBeInTheDocument();
    expect(screen.getByText('Spell this word correctly')).toBeInTheDocument();
    expect(screen.getByText('You wrote “simpatico”')).toBeInTheDocument();
    expect(screen.queryByText('What does this word mean?')).not.toBeInTheDocument();
    expect(screen.queryByText('simpático')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show answer' }));
    expect(screen.getByText('simpático')).toBeInTheDocument();
    expect(screen.getByText('not “simpatico”')).toBeInTheDocument();
    // The card shows its two faces and nothing else of the correction: whatever a checker wrote about
    // the word never reaches a card (the server's faces are tested in server/test/concepts/meanings.test.ts).
    expect(document.body.textContent).not.toContain('dictionary');
  });

  it('names each card type by what it asks', () => {
    expect(cardPrompt({ concept_type: 'vocab', card_type: 'spelling' })).toBe(SPELLING_PROMPT);
    expect(cardPrompt({ concept_type: 'vocab', card_type: 'recognition' })).toBe('review.prompt.recognition');
  });
});

describe('MeaningEditor', () => {
  it('says there is no definition yet, and saves the meaning the learner gives', async () => {
    const log = fakeApi((req) =>
      req.method === 'PUT' && req.path === '/concepts/c-1/meaning'
        ? { body: { concept_id: 'c-1', meaning: (req.body as { meaning: string }).meaning } }
        : undefined,
    );
    const user = userEvent.setup();
    renderWithQuery(<MeaningEditor conceptId="c-1" meaning="" />);
    expect(screen.getByText('No definition yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add meaning' }));
    await user.type(screen.getByLabelText('Meaning in your language'), '  many ');
    await user.click(screen.getByRole('button', { name: 'Save meaning' }));
    expect(await screen.findByText('many')).toBeInTheDocument();
    expect(log.find((r) => r.method === 'PUT')?.body).toEqual({ meaning: 'many' });
    expect(screen.getByRole('button', { name: 'Edit meaning' })).toBeInTheDocument();
  });
});
