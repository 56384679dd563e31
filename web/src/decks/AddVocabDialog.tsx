import { useEffect, useId, useState, type FormEvent } from 'react';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { TextField, inputClass } from '../ui/TextField';
import { useAddVocab } from './api/add-vocab';
import { getGlossaryMeaning } from './api/get-glossary-meaning';
import { DeckDialog } from './DeckDialog';
import { useT } from '../i18n/use-t';

/** 'Add Vocab': a word, its definition and an optional example become a concept with recognition and recall cards. */
export function AddVocabDialog({
  open,
  onOpenChange,
  onAdded,
  initial,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdded?: (word: string) => void;
  /** Fills the form when it opens: a phrase picked elsewhere (the native-like version, issue 25). */
  initial?: { word: string; example?: string; targetLanguage?: string | null };
}) {
  const [word, setWord] = useState('');
  const [definition, setDefinition] = useState('');
  const [example, setExample] = useState('');
  const { t } = useT();
  const add = useAddVocab();
  const exampleId = useId();
  const ready = word.trim() !== '' && definition.trim() !== '' && !add.isPending;

  // The glossary's meaning fills an empty Definition (issue 22); whatever the learner typed stays.
  const suggestMeaning = () => {
    const asked = word.trim();
    if (!asked || definition.trim()) return;
    getGlossaryMeaning(asked)
      .then(({ meaning }) => {
        if (meaning) setDefinition((typed) => (typed.trim() ? typed : meaning));
      })
      .catch(() => undefined); // No suggestion: the learner types the meaning, as without a glossary.
  };

  // A phrase handed in arrives with its sentence, and its meaning when the glossary has one.
  useEffect(() => {
    if (!open || !initial) return;
    setWord(initial.word);
    setExample(initial.example ?? '');
    setDefinition('');
    getGlossaryMeaning(initial.word)
      .then(({ meaning }) => {
        if (meaning) setDefinition((typed) => (typed.trim() ? typed : meaning));
      })
      .catch(() => undefined);
  }, [open, initial]);

  const close = (next: boolean) => {
    if (!next) {
      setWord('');
      setDefinition('');
      setExample('');
      add.reset();
    }
    onOpenChange(next);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ready) return;
    const added = word.trim();
    add.mutate(
      {
        word: added,
        definition: definition.trim(),
        ...(example.trim() ? { example: example.trim() } : {}),
        ...(initial?.targetLanguage ? { target_language: initial.targetLanguage } : {}),
      },
      {
        onSuccess: () => {
          close(false);
          onAdded?.(added);
        },
      },
    );
  };

  return (
    <DeckDialog
      open={open}
      onOpenChange={close}
      title={t('deck.addVocab')}
      description={t('deck.addVocab.description')}
    >
      <form onSubmit={submit} className="space-y-4">
        <TextField
          label={t('deck.addVocab.word')}
          value={word}
          onChange={(e) => setWord(e.target.value)}
          onBlur={suggestMeaning}
          maxLength={200}
          required
        />
        <TextField
          label={t('deck.definition')}
          value={definition}
          onChange={(e) => setDefinition(e.target.value)}
          maxLength={2000}
          required
        />
        <div className="space-y-1.5">
          <label htmlFor={exampleId} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
            {t('deck.addVocab.example')}
          </label>
          <textarea
            id={exampleId}
            rows={3}
            value={example}
            onChange={(e) => setExample(e.target.value)}
            maxLength={1000}
            className={inputClass}
          />
        </div>
        {add.isError ? <Alert tone="error">{add.error.message}</Alert> : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => close(false)}>
            {t('deck.cancel')}
          </Button>
          <Button type="submit" disabled={!ready}>
            {add.isPending ? t('deck.addVocab.adding') : t('deck.addVocab.add')}
          </Button>
        </div>
      </form>
    </DeckDialog>
  );
}
