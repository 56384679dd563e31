import type { VocabConcept } from '@inkwell/contract';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConceptPicker } from './ConceptPicker';
import { fakeApi, renderWithQuery } from '../test/fake-api';
import { json } from './test-support';

/** Vocabulary meanings (decision 150): a word with no known meaning is asked for one when its cards are made. */

const known: VocabConcept = {
  vocab_uuid: '0b8e3f5e-4a8c-4d47-9a57-9f3b1c2d4e51',
  word: 'abuela',
  correction_type: 'spelling',
  context: 'Voy a visitar a mi avuela.',
  justification: '“avuela” is not in the Spanish dictionary; did you mean “abuela”?',
  meaning: 'grandmother',
};
const unknown: VocabConcept = {
  vocab_uuid: '0b8e3f5e-4a8c-4d47-9a57-9f3b1c2d4e52',
  word: 'simpático',
  correction_type: 'spelling',
  context: 'Era muy simpatico.',
  justification: '“simpatico” is not in the Spanish dictionary; did you mean “simpático”?',
  meaning: null,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('meanings in the concept picker', () => {
  it('shows a known meaning, asks for a missing one, and sends what the learner typed', async () => {
    const user = userEvent.setup();
    const calls = fakeApi({
      'POST /api/concepts/srs-cards': () =>
        json({ concept_id: 'c', cards_created: 1, card_types: ['spelling'] }),
    });
    renderWithQuery(
      <ConceptPicker vocabConcepts={[known, unknown]} grammarConcepts={[]} targetLanguage="es" />,
    );
    expect(screen.getByText('grandmother')).toBeInTheDocument();
    expect(screen.queryByLabelText('Meaning of “abuela” in your language')).toBeNull();

    await user.type(screen.getByLabelText('Meaning of “simpático” in your language'), ' nice, friendly ');
    await user.click(screen.getByRole('button', { name: 'Select All' }));
    await user.click(screen.getByRole('button', { name: 'Add to Practice Deck (2)' }));
    expect(await screen.findAllByText(/spelling \(meaning → the correctly spelled word\)/)).not.toHaveLength(
      0,
    );
    expect(calls.map((c) => c.body)).toEqual([
      { concept_id: known.vocab_uuid, concept_type: 'vocab', card_types: ['recognition', 'recall'] },
      {
        concept_id: unknown.vocab_uuid,
        concept_type: 'vocab',
        card_types: ['recognition', 'recall'],
        meaning: 'nice, friendly',
      },
    ]);
  });
});
