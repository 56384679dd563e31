import type { GrammarConcept, VocabConcept } from '@inkwell/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConceptPicker } from './ConceptPicker';
import { fakeApi, renderWithQuery } from '../test/fake-api';
import { json } from './test-support';

const uuid = '0b8e3f5e-4a8c-4d47-9a57-9f3b1c2d4e5f';
const vocab: VocabConcept[] = [
  {
    vocab_uuid: uuid,
    word: 'bought',
    correction_type: 'spelling',
    context: 'buyed a',
    justification: 'Irregular past',
  },
];
const grammar: GrammarConcept[] = [
  {
    title: 'Articles a / an',
    description: 'An before a vowel sound',
    examples: ['an apple'],
    difficulty_level: 'beginner',
    tags: ['articles'],
    target_language: '',
  },
];
const addButton = (n: number) => screen.getByRole('button', { name: `Add to Practice Deck (${n})` });

describe('ConceptPicker', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('counts discovered concepts and the selection; the button waits for one', async () => {
    const user = userEvent.setup();
    fakeApi({});
    renderWithQuery(<ConceptPicker vocabConcepts={vocab} grammarConcepts={grammar} targetLanguage="en" />);
    expect(screen.getByText('Add Concepts to Practice Deck')).toBeInTheDocument();
    expect(screen.getByText('2 discovered')).toBeInTheDocument();
    expect(screen.getByText('0 of 2 concepts selected')).toBeInTheDocument();
    expect(addButton(0)).toBeDisabled();
    expect(
      screen.getByText('Please select at least one concept to add to your practice deck'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'bought' }));
    expect(screen.getByText('1 of 2 concepts selected')).toBeInTheDocument();
    expect(addButton(1)).toBeEnabled();
    expect(screen.queryByText('Please select at least one concept to add to your practice deck')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Select All' }));
    expect(screen.getByText('2 of 2 concepts selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deselect All' }));
    expect(screen.getByText('0 of 2 concepts selected')).toBeInTheDocument();
  });

  it('shows the empty texts of each tab', async () => {
    const user = userEvent.setup();
    fakeApi({});
    renderWithQuery(<ConceptPicker vocabConcepts={[]} grammarConcepts={[]} targetLanguage="en" />);
    expect(screen.getByText('No vocabulary concepts discovered')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Grammar/ }));
    expect(screen.getByText('No grammar concepts discovered')).toBeInTheDocument();
    expect(screen.getByText('0 discovered')).toBeInTheDocument();
  });

  it('creates vocab and grammar cards with the spec bodies and reports the result', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const calls = fakeApi({
      'POST /api/concepts/srs-cards': async () => {
        await gate;
        return json({ concept_id: uuid, cards_created: 2, card_types: ['recognition', 'recall'] });
      },
      'POST /api/concepts/srs-cards-with-data': () => json({ concept_id: 'g', cards_created: 0 }),
    });
    renderWithQuery(<ConceptPicker vocabConcepts={vocab} grammarConcepts={grammar} targetLanguage="en" />);
    await user.click(screen.getByRole('button', { name: 'Select All' }));
    await user.click(addButton(2));
    expect(await screen.findByRole('button', { name: 'Creating Cards...' })).toBeDisabled();
    release();
    expect(
      await screen.findByText('2 cards created: recognition (word → meaning) and recall (meaning → word)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Already in your deck: Articles a / an')).toBeInTheDocument();
    expect(calls.map((c) => [c.path, c.body])).toEqual([
      [
        '/concepts/srs-cards',
        { concept_id: uuid, concept_type: 'vocab', card_types: ['recognition', 'recall'] },
      ],
      [
        '/concepts/srs-cards-with-data',
        {
          concept_type: 'grammar',
          concept_data: {
            title: 'Articles a / an',
            description: 'An before a vowel sound',
            examples: ['an apple'],
            difficulty_level: 'beginner',
            tags: ['articles'],
            target_language: 'en',
          },
          card_types: ['recognition', 'context'],
        },
      ],
    ]);
    expect(screen.getByText('0 of 2 concepts selected')).toBeInTheDocument();
  });

  it('says so when no card at all could be created', async () => {
    const user = userEvent.setup();
    fakeApi({ 'POST /api/concepts/srs-cards': () => json({ detail: 'concept_id: unknown concept' }, 404) });
    renderWithQuery(<ConceptPicker vocabConcepts={vocab} grammarConcepts={grammar} targetLanguage="en" />);
    await user.click(screen.getByRole('checkbox', { name: 'bought' }));
    await user.click(addButton(1));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to create any practice cards'),
    );
    expect(screen.getByText('bought: concept_id: unknown concept')).toBeInTheDocument();
  });
});
