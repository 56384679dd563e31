import { useState, type FormEvent } from 'react';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { useSetMeaning } from './api/set-meaning';

/**
 * A word's meaning on its detail dialog: shown, or "No definition yet" with a way to add it; the
 * learner can always correct it (a dictionary's meaning may not be the one they meant).
 */
export function MeaningEditor({ conceptId, meaning }: { conceptId: string; meaning: string }) {
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
          {shown || <span className="italic text-slate-500">No definition yet</span>}
        </p>
        <Button
          variant="link"
          onClick={() => {
            setDraft(shown);
            setEditing(true);
          }}
        >
          {shown ? 'Edit meaning' : 'Add meaning'}
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} className="mt-2 space-y-2">
      <TextField
        label="Meaning in your language"
        value={draft}
        maxLength={500}
        autoFocus
        onChange={(e) => setDraft(e.target.value)}
      />
      {save.isError ? <Alert tone="error">{save.error.message}</Alert> : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={!draft.trim() || save.isPending}>
          {save.isPending ? 'Saving...' : 'Save meaning'}
        </Button>
        <Button variant="secondary" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
