import { Layers } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../ui/Button';
import { useDueCount } from './api/get-due-cards';
import type { DeckKind } from '../lib/api-paths';
import { useT } from '../i18n/use-t';

// The dialog (Radix, the review session) loads when first opened: Home shows this button at once (decision 114).
const ReviewSessionDialog = lazy(() =>
  import('./ReviewSessionDialog').then((m) => ({ default: m.ReviewSessionDialog })),
);

/**
 * 'Review due': the number of cards due now and a session that reviews them: one deck's on its page
 * (`kind`), both on Home. Self-contained, so Home and both deck pages render the same entry point.
 */
export function ReviewDueButton({ className, kind = null }: { className?: string; kind?: DeckKind | null }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const due = useDueCount(kind);
  const count = due.data;
  return (
    <>
      <Button
        variant="secondary"
        className={className}
        disabled={count === 0}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        aria-label={count === undefined ? t('deck.reviewDue') : t('deck.reviewDue.count', { n: count })}
      >
        <Layers aria-hidden className="size-4" />
        {t('deck.reviewDue')}
        {count !== undefined ? (
          <span className="rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-semibold text-indigo-800 dark:bg-indigo-900/60 dark:text-indigo-200">
            {count}
          </span>
        ) : null}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ReviewSessionDialog
            open={open}
            onOpenChange={setOpen}
            conceptId={null}
            kind={kind}
            title={t('deck.reviewDue')}
          />
        </Suspense>
      )}
    </>
  );
}
