import type { CardStates } from '@inkwell/contract';
import { Dialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { Button } from '../ui/Button';
import { DeckDialog } from './DeckDialog';
import { RemoveConcept } from './RemoveConcept';
import { ReviewSessionDialog } from './ReviewSessionDialog';
import { ReviewStats } from './ReviewStats';
import { useT } from '../i18n/use-t';

/** A labelled block of a concept's detail ('Definition', 'Examples', …). */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="text-sm font-medium text-slate-500 dark:text-slate-400">{title}</h3>
      {children}
    </section>
  );
}

/**
 * The detail dialog both decks share: the concept's own sections, its review figures, then Remove, Close,
 * any `actions` and Practice, which reviews this concept's cards in a dialog over this one.
 */
export function ConceptDetailDialog({
  conceptId,
  name,
  stats,
  title,
  description,
  onClose,
  children,
  afterStats,
  actions,
}: {
  conceptId: string;
  /** The word or title, for the remove confirmation and 'Practice: {name}'. */
  name: string;
  stats: { card_states: CardStates; total_reviews: number; last_reviewed_at: number | null };
  title: ReactNode;
  description?: string;
  onClose: () => void;
  children: ReactNode;
  afterStats?: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useT();
  const [practising, setPractising] = useState(false);
  return (
    <DeckDialog open onOpenChange={(open) => !open && onClose()} title={title} description={description}>
      <div className="space-y-5">
        {children}
        <ReviewStats
          cardStates={stats.card_states}
          totalReviews={stats.total_reviews}
          lastReviewedAt={stats.last_reviewed_at}
        />
        {afterStats}
        <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
          <div className="mr-auto">
            <RemoveConcept conceptId={conceptId} name={name} onRemoved={onClose} />
          </div>
          <Dialog.Close asChild>
            <Button variant="secondary">{t('deck.close')}</Button>
          </Dialog.Close>
          {actions}
          <Button onClick={() => setPractising(true)}>{t('deck.practice')}</Button>
        </div>
      </div>
      <ReviewSessionDialog
        open={practising}
        onOpenChange={setPractising}
        conceptId={conceptId}
        title={t('deck.practiceTitle', { name })}
      />
    </DeckDialog>
  );
}
