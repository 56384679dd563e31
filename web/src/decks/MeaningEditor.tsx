import { useState, type FormEvent } from 'react';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { useSetMeaning } from './api/set-meaning';
import { useT } from '../i18n/use-t';

/**
 * A word's meaning on its detail dialog: shown, or "No definition yet" with a way to add it; the
 * learner can always correct it (a dictionary's meaning may not be the one they meant).
 */
export function MeaningEditor({ conceptId, meaning }: { conceptId: string; meaning: string }) {
  const { t } = useT();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(meaning);
  const save = useSetMeaning(conceptId);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = draft.trim();
    if (!value || save.isPending) return;
    save.mutate(value, { onSuccess: () => setEditing(false) });
  };

  if (!editing) {
    const shown = save.data?.meaning ?? meaning;
    return (
      <div className="mt-1 flex flex-wrap items-baseline gap-3">
        <p className="text-slate-900 dark:text-slate-100">
          {shown || <span className="italic text-slate-500">{t('deck.noDefinition')}</span>}
        </p>
        <Button
          variant="link"
          onClick={() => {
            setDraft(shown);
            setEditing(true);
          }}
        >
          {shown ? t('deck.meaning.edit') : t('deck.meaning.add')}
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} className="mt-2 space-y-2">
      <TextField
        label={t('deck.meaning.label')}
        value={draft}
        maxLength={500}
        autoFocus
        onChange={(e) => setDraft(e.target.value)}
      />
      {save.isError ? <Alert tone="error">{save.error.message}</Alert> : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={!draft.trim() || save.isPending}>
          {save.isPending ? t('deck.meaning.saving') : t('deck.meaning.save')}
        </Button>
        <Button variant="secondary" onClick={() => setEditing(false)}>
          {t('deck.cancel')}
        </Button>
      </div>
    </form>
  );
}
