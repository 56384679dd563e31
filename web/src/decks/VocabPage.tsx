import { masteryPercent } from '@inkwell/contract';
import { BookOpen, Plus } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { PageHeader } from '../ui/PageHeader';
import { StatCounters } from '../ui/StatCounters';
import { useProgress, VOCAB_PROGRESS_ERROR } from './api/get-progress';
import { useVocabCards, VOCAB_CARDS_ERROR } from './api/get-vocab-cards';
import { AddVocabDialog } from './AddVocabDialog';
import { deckCounts, filterVocab, masteryLevels } from './deck-items';
import { DeckList } from './DeckList';
import { DeckSearch } from './DeckSearch';
import { DeckTile } from './DeckTile';
import { PronounceButton } from './PronounceButton';
import { ReviewDueButton } from './ReviewDueButton';
import { VocabDetailDialog } from './VocabDetailDialog';

/** '/vocab': the learner's words with mastery figures, search, detail, practice and Add Vocab (spec §2). */
export default function VocabPage() {
  const cards = useVocabCards();
  const progress = useProgress();
  const [query, setQuery] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  const items = cards.data ?? [];
  const shown = filterVocab(items, query);
  const counts = deckCounts(items);
  const levels = masteryLevels(progress.data ?? [], 'vocab');
  // Looked up on every render so the open detail shows fresh figures after a practice session.
  const selected = items.find((i) => i.id === selectedId);

  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <PageHeader
        title="Vocabulary"
        description="Words from your journal, practised with spaced repetition."
        actions={
          <div className="flex flex-wrap gap-2">
            <ReviewDueButton />
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden className="size-4" />
              Add Vocab
            </Button>
          </div>
        }
      />
      <StatCounters
        stats={[
          { label: 'Words', value: counts.total },
          { label: 'Mastered', value: counts.mastered },
          { label: 'Needs Review', value: counts.needsReview },
        ]}
      />
      <DeckSearch
        label="Search vocabulary"
        placeholder="Search words and definitions..."
        value={query}
        onChange={setQuery}
      />
      {progress.isError && !cards.isError ? (
        <div className="mb-4">
          <Alert tone="error">{VOCAB_PROGRESS_ERROR}</Alert>
        </div>
      ) : null}
      <DeckList
        loading={cards.isPending}
        loadingLabel="Loading vocabulary..."
        error={cards.isError ? VOCAB_CARDS_ERROR : null}
        total={items.length}
        shown={shown.length}
        emptyText="No vocabulary items yet. Start adding words to learn!"
        noMatchText="No vocabulary items match your search."
        icon={BookOpen}
      >
        {shown.map((item) => (
          <DeckTile
            key={item.id}
            title={item.data.word}
            text={item.data.definition || <span className="italic">No definition yet</span>}
            percent={masteryPercent(item.data.card_states)}
            reviews={item.data.total_reviews}
            level={levels.get(item.id)}
            onOpen={() => setSelectedId(item.id)}
            corner={<PronounceButton text={item.data.word} lang={item.data.target_language} />}
          />
        ))}
      </DeckList>
      {selected ? <VocabDetailDialog item={selected} onClose={() => setSelectedId(null)} /> : null}
      <AddVocabDialog open={adding} onOpenChange={setAdding} />
    </div>
  );
}
