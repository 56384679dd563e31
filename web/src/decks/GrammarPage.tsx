import { GraduationCap } from 'lucide-react';
import { GRAMMAR_CARDS_ERROR } from '../lib/deck-cards';
import { useGrammarCards } from './api/get-grammar-cards';
import { GRAMMAR_PROGRESS_ERROR } from './api/get-progress';
import { filterGrammar } from './deck-items';
import { DeckPage } from './DeckPage';
import { GrammarDetailDialog } from './GrammarDetailDialog';
import { ReviewDueButton } from './ReviewDueButton';

/** '/grammar': the learner's grammar concepts with mastery figures, search, detail, Study Guide and practice. */
export default function GrammarPage() {
  const cards = useGrammarCards();
  return (
    <DeckPage
      type="grammar"
      title="Grammar"
      description="Grammar points from your journal, practised with spaced repetition."
      actions={<ReviewDueButton kind="grammar" />}
      totalLabel="Concepts"
      cards={cards}
      cardsError={GRAMMAR_CARDS_ERROR}
      progressError={GRAMMAR_PROGRESS_ERROR}
      search={{
        label: 'Search grammar',
        placeholder: 'Search titles and descriptions...',
        filter: filterGrammar,
      }}
      list={{
        loadingLabel: 'Loading grammar...',
        emptyText: 'No grammar concepts yet. Start adding concepts to learn!',
        noMatchText: 'No grammar concepts match your search.',
        icon: GraduationCap,
      }}
      tile={(item) => ({ title: item.data.title, text: item.data.description })}
      detail={(item, onClose) => <GrammarDetailDialog item={item} onClose={onClose} />}
    />
  );
}
