import type { DeckKind } from '../lib/api-paths';
import { DeckDialog } from './DeckDialog';
import { ReviewSession } from './ReviewSession';

/** The review session in a dialog; the session (and its queue) starts afresh each time it opens. */
export function ReviewSessionDialog({
  open,
  onOpenChange,
  conceptId,
  kind = null,
  title,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  conceptId: string | null;
  kind?: DeckKind | null;
  title: string;
}) {
  return (
    <DeckDialog open={open} onOpenChange={onOpenChange} title={title}>
      {open ? <ReviewSession conceptId={conceptId} kind={kind} onDone={() => onOpenChange(false)} /> : null}
    </DeckDialog>
  );
}
