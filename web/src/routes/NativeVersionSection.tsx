import { useState } from 'react';
import { AddVocabDialog } from '../decks/AddVocabDialog';
import type { EntrySlotProps } from '../journal/detail-slots';
import { NativeVersionPanel } from '../rewrite';

type Picked = { word: string; example: string; targetLanguage: string | null };

/**
 * The native-like version below the assessment (issue 25), with the decks' Add Vocab dialog for a phrase
 * picked from it: the rewrite feature does not know the decks, so the route joins them.
 */
export function NativeVersionSection({ entry }: EntrySlotProps) {
  const [picked, setPicked] = useState<Picked | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  return (
    <>
      <NativeVersionPanel
        entry={entry}
        added={added}
        onAddPhrase={(word, example) => {
          setAdded(null);
          setPicked({ word, example, targetLanguage: entry.data.target_language ?? null });
        }}
      />
      <AddVocabDialog
        open={picked !== null}
        onOpenChange={(open) => {
          if (!open) setPicked(null);
        }}
        initial={picked ?? undefined}
        onAdded={setAdded}
      />
    </>
  );
}
