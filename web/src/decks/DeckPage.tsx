import { masteryPercent, type CardStates } from '@inkwell/contract';
import type { LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Alert } from '../ui/Alert';
import { PageHeader } from '../ui/PageHeader';
import { StatCounters } from '../ui/StatCounters';
import { useProgress } from './api/get-progress';
import { deckCounts, masteryLevels } from './deck-items';
import { DeckList } from './DeckList';
import { DeckSearch } from './DeckSearch';
import { DeckTile } from './DeckTile';
import { useT } from '../i18n/use-t';

interface DeckItem {
  id: string;
  data: { card_states: CardStates; total_reviews: number };
}

/**
 * The layout both deck pages share: header, the three counters, search, the progress error, the tiles
 * with their mastery levels, and the open item's detail dialog. Each page says what its items are.
 */
export function DeckPage<T extends DeckItem>(props: {
  type: 'vocab' | 'grammar';
  title: string;
  description: string;
  actions: ReactNode;
  /** The first counter's label ('Words', 'Concepts'). */
  totalLabel: string;
  cards: { data?: T[]; isPending: boolean; isError: boolean };
  cardsError: string;
  progressError: string;
  search: { label: string; placeholder: string; filter: (items: T[], query: string) => T[] };
  list: { loadingLabel: string; emptyText: string; noMatchText: string; icon: LucideIcon };
  tile: (item: T) => { title: string; text: ReactNode; corner?: ReactNode };
  detail: (item: T, onClose: () => void) => ReactNode;
  children?: ReactNode;
}) {
  const { cards, search, list } = props;
  const { t } = useT();
  const progress = useProgress();
  const [query, setQuery] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const items = cards.data ?? [];
  const shown = search.filter(items, query);
  const counts = deckCounts(items);
  const levels = masteryLevels(progress.data ?? [], props.type);
  // Looked up on every render so the open detail shows fresh figures after a practice session.
  const selected = items.find((i) => i.id === selectedId);

  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <PageHeader title={props.title} description={props.description} actions={props.actions} />
      <StatCounters
        stats={[
          { label: props.totalLabel, value: counts.total },
          { label: t('deck.counter.mastered'), value: counts.mastered },
          { label: t('deck.counter.needsReview'), value: counts.needsReview },
        ]}
      />
      <DeckSearch label={search.label} placeholder={search.placeholder} value={query} onChange={setQuery} />
      {progress.isError && !cards.isError ? (
        <div className="mb-4">
          <Alert tone="error">{props.progressError}</Alert>
        </div>
      ) : null}
      <DeckList
        loading={cards.isPending}
        loadingLabel={list.loadingLabel}
        error={cards.isError ? props.cardsError : null}
        total={items.length}
        shown={shown.length}
        emptyText={list.emptyText}
        noMatchText={list.noMatchText}
        icon={list.icon}
      >
        {shown.map((item) => (
          <DeckTile
            key={item.id}
            {...props.tile(item)}
            percent={masteryPercent(item.data.card_states)}
            reviews={item.data.total_reviews}
            level={levels.get(item.id)}
            onOpen={() => setSelectedId(item.id)}
          />
        ))}
      </DeckList>
      {selected ? props.detail(selected, () => setSelectedId(null)) : null}
      {props.children}
    </div>
  );
}
