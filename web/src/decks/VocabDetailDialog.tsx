import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { Button } from '../ui/Button';
import { exampleTexts, type VocabDocument } from './deck-items';
import { DeckDialog } from './DeckDialog';
import { PronounceButton } from './PronounceButton';
import { RemoveConcept } from './RemoveConcept';
import { ReviewSessionDialog } from './ReviewSessionDialog';
import { ReviewStats } from './ReviewStats';

/** A word's detail: definition, example, mastery, reviews; Practice reviews this word's cards. */
export function VocabDetailDialog({ item, onClose }: { item: VocabDocument; onClose: () => void }) {
  const [practising, setPractising] = useState(false);
  const { data } = item;
  const examples = exampleTexts(data.example_sentences);
  const subtitle = [data.pronunciation, data.part_of_speech].filter(Boolean).join(' · ');
  return (
    <DeckDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={
        <span className="inline-flex items-center gap-2">
          {data.word}
          <PronounceButton text={data.word} lang={data.target_language} />
        </span>
      }
      description={subtitle || undefined}
    >
      <div className="space-y-5">
        <section>
          <h3 className="text-sm font-medium text-slate-500 dark:text-slate-400">Definition</h3>
          <p className="mt-1 text-slate-900 dark:text-slate-100">
            {data.definition || <span className="italic text-slate-500">No definition yet</span>}
          </p>
        </section>
        <section>
          <h3 className="text-sm font-medium text-slate-500 dark:text-slate-400">Example</h3>
          {examples.length > 0 ? (
            examples.map((text) => (
              <p key={text} className="mt-1 text-slate-900 italic dark:text-slate-100">
                {text}
              </p>
            ))
          ) : (
            <p className="mt-1 text-slate-500 italic">No example yet</p>
          )}
        </section>
        <ReviewStats
          cardStates={data.card_states}
          totalReviews={data.total_reviews}
          lastReviewedAt={data.last_reviewed_at}
        />
        <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
          <div className="mr-auto">
            <RemoveConcept conceptId={item.id} name={data.word} onRemoved={onClose} />
          </div>
          <Dialog.Close asChild>
            <Button variant="secondary">Close</Button>
          </Dialog.Close>
          <Button onClick={() => setPractising(true)}>Practice</Button>
        </div>
      </div>
      <ReviewSessionDialog
        open={practising}
        onOpenChange={setPractising}
        conceptId={item.id}
        title={`Practice: ${data.word}`}
      />
    </DeckDialog>
  );
}
