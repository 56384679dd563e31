import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { Button } from '../ui/Button';
import type { GrammarDocument } from './deck-items';
import { DeckDialog } from './DeckDialog';
import { RemoveConcept } from './RemoveConcept';
import { ReviewSessionDialog } from './ReviewSessionDialog';
import { ReviewStats } from './ReviewStats';
import { StudyGuidePanel } from './StudyGuidePanel';

/** A grammar concept's detail: explanation, examples, mastery; Study Guide and Practice. */
export function GrammarDetailDialog({ item, onClose }: { item: GrammarDocument; onClose: () => void }) {
  const [practising, setPractising] = useState(false);
  const [guideOpen, setGuideOpen] = useState(false);
  const { data } = item;
  return (
    <DeckDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={data.title}
      description={`Level: ${data.difficulty_level}${data.tags.length ? ` · ${data.tags.join(', ')}` : ''}`}
    >
      <div className="space-y-5">
        <section>
          <h3 className="text-sm font-medium text-slate-500 dark:text-slate-400">Explanation</h3>
          <p className="mt-1 text-slate-900 dark:text-slate-100">
            {data.description || <span className="italic text-slate-500">No explanation yet</span>}
          </p>
        </section>
        <section>
          <h3 className="text-sm font-medium text-slate-500 dark:text-slate-400">Examples</h3>
          {data.examples.length > 0 ? (
            <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-900 dark:text-slate-100">
              {data.examples.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-slate-500 italic">No examples yet</p>
          )}
        </section>
        <ReviewStats
          cardStates={data.card_states}
          totalReviews={data.total_reviews}
          lastReviewedAt={data.last_reviewed_at}
        />
        {guideOpen ? <StudyGuidePanel conceptId={item.id} /> : null}
        <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
          <div className="mr-auto">
            <RemoveConcept conceptId={item.id} name={data.title} onRemoved={onClose} />
          </div>
          <Dialog.Close asChild>
            <Button variant="secondary">Close</Button>
          </Dialog.Close>
          <Button variant="secondary" aria-expanded={guideOpen} onClick={() => setGuideOpen((o) => !o)}>
            Study Guide
          </Button>
          <Button onClick={() => setPractising(true)}>Practice</Button>
        </div>
      </div>
      <ReviewSessionDialog
        open={practising}
        onOpenChange={setPractising}
        conceptId={item.id}
        title={`Practice: ${data.title}`}
      />
    </DeckDialog>
  );
}
