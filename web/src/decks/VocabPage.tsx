import { BookOpen, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../ui/Button';
import { VOCAB_PROGRESS_ERROR } from './api/get-progress';
import { VOCAB_CARDS_ERROR } from '../lib/deck-cards';
import { useVocabCards } from './api/get-vocab-cards';
import { AddVocabDialog } from './AddVocabDialog';
import { filterVocab } from './deck-items';
import { DeckPage } from './DeckPage';
import { SpeakButton } from '../ui/SpeakButton';
import { ReviewDueButton } from './ReviewDueButton';
import { VocabDetailDialog } from './VocabDetailDialog';

/** '/vocab': the learner's words with mastery figures, search, detail, practice and Add Vocab. */
export default function VocabPage() {
  const cards = useVocabCards();
  const [adding, setAdding] = useState(false);
  return (
    <DeckPage
      type="vocab"
      title="Vocabulary"
      description="Words from your journal, practised with spaced repetition."
      actions={
        <div className="flex flex-wrap gap-2">
          <ReviewDueButton kind="vocab" />
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden className="size-4" />
            Add Vocab
          </Button>
        </div>
      }
      totalLabel="Words"
      cards={cards}
      cardsError={VOCAB_CARDS_ERROR}
      progressError={VOCAB_PROGRESS_ERROR}
      search={{
        label: 'Search vocabulary',
        placeholder: 'Search words and definitions...',
        filter: filterVocab,
      }}
      list={{
        loadingLabel: 'Loading vocabulary...',
        emptyText: 'No vocabulary items yet. Start adding words to learn!',
        noMatchText: 'No vocabulary items match your search.',
        icon: BookOpen,
      }}
      tile={(item) => ({
        title: item.data.word,
        text: item.data.definition || <span className="italic">No definition yet</span>,
        corner: <SpeakButton text={item.data.word} lang={item.data.target_language} />,
      })}
      detail={(item, onClose) => <VocabDetailDialog item={item} onClose={onClose} />}
    >
      <AddVocabDialog open={adding} onOpenChange={setAdding} />
    </DeckPage>
  );
}
