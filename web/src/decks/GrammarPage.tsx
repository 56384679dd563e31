import { masteryPercent } from '@inkwell/contract';
import { GraduationCap } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../ui/Alert';
import { PageHeader } from '../ui/PageHeader';
import { StatCounters } from '../ui/StatCounters';
import { GRAMMAR_CARDS_ERROR, useGrammarCards } from './api/get-grammar-cards';
import { GRAMMAR_PROGRESS_ERROR, useProgress } from './api/get-progress';
import { deckCounts, filterGrammar, masteryLevels } from './deck-items';
import { DeckList } from './DeckList';
import { DeckSearch } from './DeckSearch';
import { DeckTile } from './DeckTile';
import { GrammarDetailDialog } from './GrammarDetailDialog';
import { ReviewDueButton } from './ReviewDueButton';

/** '/grammar': the learner's grammar concepts with mastery figures, search, detail, Study Guide and practice. */
export default function GrammarPage() {
  const cards = useGrammarCards();
  const progress = useProgress();
  const [query, setQuery] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const items = cards.data ?? [];
  const shown = filterGrammar(items, query);
  const counts = deckCounts(items);
  const levels = masteryLevels(progress.data ?? [], 'grammar');
  const selected = items.find((i) => i.id === selectedId);

  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <PageHeader
        title="Grammar"
        description="Grammar points from your journal, practised with spaced repetition."
        actions={<ReviewDueButton />}
      />
      <StatCounters
        stats={[
          { label: 'Concepts', value: counts.total },
          { label: 'Mastered', value: counts.mastered },
          { label: 'Needs Review', value: counts.needsReview },
        ]}
      />
      <DeckSearch
        label="Search grammar"
        placeholder="Search titles and descriptions..."
        value={query}
        onChange={setQuery}
      />
      {progress.isError && !cards.isError ? (
        <div className="mb-4">
          <Alert tone="error">{GRAMMAR_PROGRESS_ERROR}</Alert>
        </div>
      ) : null}
      <DeckList
        loading={cards.isPending}
        loadingLabel="Loading grammar..."
        error={cards.isError ? GRAMMAR_CARDS_ERROR : null}
        total={items.length}
        shown={shown.length}
        emptyText="No grammar concepts yet. Start adding concepts to learn!"
        noMatchText="No grammar concepts match your search."
        icon={GraduationCap}
      >
        {shown.map((item) => (
          <DeckTile
            key={item.id}
            title={item.data.title}
            text={item.data.description}
            percent={masteryPercent(item.data.card_states)}
            reviews={item.data.total_reviews}
            level={levels.get(item.id)}
            onOpen={() => setSelectedId(item.id)}
          />
        ))}
      </DeckList>
      {selected ? <GrammarDetailDialog item={selected} onClose={() => setSelectedId(null)} /> : null}
    </div>
  );
}
