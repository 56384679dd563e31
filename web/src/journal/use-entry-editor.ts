import type { JournalEntry } from '@inkwell/contract';
import { useEffect, useState } from 'react';
import { ApiError } from '../lib/api';
import { useUpdateJournalEntry } from './api/update-journal-entry';
import { clearDraft, draftKey, loadDraft, saveDraft } from './draft-store';
import { decodeEditDraft, encodeEditDraft } from './entry-edit-draft';
import { useDraftOwner } from './use-draft-owner';

interface Base {
  content: string;
  version: number;
}

/**
 * Edit state of the detail page: viewed → editing → saved, with the typed text kept locally until the
 * server has it. A 409 (changed elsewhere) keeps the text and offers to load the latest version, after
 * which the learner's own text stays available as a copy.
 */
export function useEntryEditor(
  entry: JournalEntry | undefined,
  reload: () => Promise<JournalEntry | undefined>,
) {
  const owner = useDraftOwner();
  const storageKey = owner && entry ? draftKey(owner, `entry-${entry.id}`) : null;
  const editable = entry?.analysis_state === null;
  const update = useUpdateJournalEntry(entry?.id ?? '');

  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [base, setBase] = useState<Base | null>(null);
  const [conflict, setConflict] = useState(false);
  const [keptCopy, setKeptCopy] = useState<string | null>(null);

  // Edits left unsaved (reload, closed tab) come back in edit mode, still tied to their old version.
  useEffect(() => {
    if (!storageKey || !editable || !entry) return;
    const draft = decodeEditDraft(loadDraft(storageKey));
    if (!draft) return;
    setEditing(true);
    setText(draft.content);
    setBase({ content: entry.data.content, version: draft.version });
    // Only on first knowing the key: later entry refetches must not reset what is being typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storageKey]);

  const startEditing = () => {
    if (!entry || !editable || editing) return;
    setEditing(true);
    setText(entry.data.content);
    setBase({ content: entry.data.content, version: entry.version });
  };

  const change = (value: string) => {
    setText(value);
    if (!storageKey || !base) return;
    if (value === base.content) clearDraft(storageKey);
    else saveDraft(storageKey, encodeEditDraft({ content: value, version: base.version }));
  };

  const dirty = editing && base !== null && text !== base.content;
  const canSave = dirty && editable && text.trim() !== '' && !update.isPending;

  const save = () => {
    if (!canSave || !base) return;
    setConflict(false);
    update.mutate(
      { content: text, version: base.version },
      {
        onSuccess: (saved) => {
          if (storageKey) clearDraft(storageKey);
          setBase({ content: saved.data.content, version: saved.version });
          setEditing(false);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) setConflict(true);
        },
      },
    );
  };

  /** After a 409: show the newest text in the editor and keep the learner's text as a copy. */
  const loadLatest = async () => {
    const latest = await reload();
    if (!latest) return;
    setKeptCopy(text);
    setConflict(false);
    update.reset();
    setText(latest.data.content);
    setBase({ content: latest.data.content, version: latest.version });
    setEditing(latest.analysis_state === null);
    if (storageKey) clearDraft(storageKey);
  };

  /** Puts the kept copy back into the editor, now based on the latest version (a deliberate overwrite). */
  const restoreKeptCopy = () => {
    if (keptCopy === null || !base) return;
    setEditing(true);
    change(keptCopy);
    setKeptCopy(null);
  };

  return {
    editable,
    editing,
    text,
    dirty,
    canSave,
    saving: update.isPending,
    conflict,
    saveError: update.isError && !conflict ? update.error.message : null,
    keptCopy,
    startEditing,
    change,
    save,
    loadLatest,
    restoreKeptCopy,
    dismissKeptCopy: () => setKeptCopy(null),
  };
}
