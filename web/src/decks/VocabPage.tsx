import { BookOpen, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../ui/Button';
import { useVocabCards } from './api/get-vocab-cards';
import { AddVocabDialog } from './AddVocabDialog';
import { filterVocab } from './deck-items';
import { DeckPage } from './DeckPage';
import { SpeakButton } from '../ui/SpeakButton';
import { ReviewDueButton } from './ReviewDueButton';
import { VocabDetailDialog } from './VocabDetailDialog';
import { useT } from '../i18n/use-t';

/** '/vocab': the learner's words with mastery figures, search, detail, practice and Add Vocab. */
export default function VocabPage() {
  const { t } = useT();
  const cards = useVocabCards();
  const [adding, setAdding] = useState(false);
  return (
    <DeckPage
      type="vocab"
      title={t('deck.vocab.title')}
      description={t('deck.vocab.description')}
      actions={
        <div className="flex flex-wrap gap-2">
          <ReviewDueButton kind="vocab" />
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden className="size-4" />
            {t('deck.addVocab')}
          </Button>
        </div>
      }
      totalLabel={t('deck.vocab.total')}
      cards={cards}
      cardsError={t('deck.vocab.cardsError')}
      progressError={t('deck.vocab.progressError')}
      search={{
        label: t('deck.vocab.search'),
        placeholder: t('deck.vocab.searchPlaceholder'),
        filter: filterVocab,
      }}
      list={{
        loadingLabel: t('deck.vocab.loading'),
        emptyText: t('deck.vocab.empty'),
        noMatchText: t('deck.vocab.noMatch'),
        icon: BookOpen,
      }}
      tile={(item) => ({
        title: item.data.word,
        text: item.data.definition || <span className="italic">{t('deck.noDefinition')}</span>,
        corner: <SpeakButton text={item.data.word} lang={item.data.target_language} />,
      })}
      detail={(item, onClose) => <VocabDetailDialog item={item} onClose={onClose} />}
    >
      <AddVocabDialog open={adding} onOpenChange={setAdding} />
    </DeckPage>
  );
}
