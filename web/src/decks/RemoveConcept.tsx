import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { useDeleteConcept } from './api/delete-concept';
import { useT } from '../i18n/use-t';

/** Removes an item and its cards from the deck, after a second click to confirm. */
export function RemoveConcept({
  conceptId,
  name,
  onRemoved,
}: {
  conceptId: string;
  name: string;
  onRemoved: () => void;
}) {
  const { t } = useT();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteConcept();
  if (!confirming) {
    return (
      <Button variant="ghost" className="text-red-700 dark:text-red-400" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden className="size-4" />
        {t('deck.remove')}
      </Button>
    );
  }
  return (
    <div className="w-full space-y-2 rounded-xl border border-red-200 p-3 dark:border-red-900">
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('deck.remove.confirm', { name })}</p>
      {remove.isError ? <Alert tone="error">{remove.error.message}</Alert> : null}
      <div className="flex gap-2">
        <Button
          className="bg-red-600 hover:bg-red-700"
          disabled={remove.isPending}
          onClick={() => remove.mutate(conceptId, { onSuccess: onRemoved })}
        >
          {t('deck.remove.yes')}
        </Button>
        <Button variant="secondary" onClick={() => setConfirming(false)}>
          {t('deck.cancel')}
        </Button>
      </div>
    </div>
  );
}
