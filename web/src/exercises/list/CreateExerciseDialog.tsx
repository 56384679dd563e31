import { Loader2, Plus, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useId, useState, type FormEvent } from 'react';
import { useCreateSession } from '../api/create-session';
import { useDeckConcepts, type DeckConcept } from '../api/get-deck-concepts';
import { Button } from '../../ui/Button';
import { MAX_CONCEPTS_PER_SESSION } from './session-list';
import { useT } from '../../i18n/use-t';

/**
 * Create Exercise: pick 1 to 10 concepts from the deck (vocab and grammar), optionally name the
 * session, and create it; the list then shows the new session generating.
 */
export function CreateExerciseDialog() {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="inline-flex items-center gap-2 rounded-lg bg-indigo-600 px-4 py-2.5 text-sm font-medium text-white shadow-sm hover:bg-indigo-500">
        <Plus className="size-4" aria-hidden="true" />
        {t('exercises.create')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-xl sm:p-6 dark:border-slate-800 dark:bg-slate-900">
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-semibold text-slate-900 dark:text-white">
                {t('exercises.create')}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                {t('exercises.create.description', { max: MAX_CONCEPTS_PER_SESSION })}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={t('deck.closeDialog')}
              className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          {open && <CreateForm onCreated={() => setOpen(false)} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function CreateForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useT();
  const id = useId();
  const concepts = useDeckConcepts(true);
  const create = useCreateSession();
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [title, setTitle] = useState('');
  const full = picked.size >= MAX_CONCEPTS_PER_SESSION;

  const toggle = (conceptId: string, on: boolean) =>
    setPicked((prev) => {
      const next = new Set(prev);
      if (on) next.add(conceptId);
      else next.delete(conceptId);
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (picked.size === 0 || create.isPending) return;
    const name = title.trim();
    create.mutate({ concept_ids: [...picked], ...(name ? { title: name } : {}) }, { onSuccess: onCreated });
  };

  if (concepts.isPending)
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-slate-600 dark:text-slate-300">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        {t('exercises.create.loading')}
      </p>
    );
  if (concepts.isError)
    return (
      <p role="alert" className="py-4 text-sm text-rose-700 dark:text-rose-300">
        {concepts.error.message}
      </p>
    );
  if (concepts.data.length === 0)
    return <p className="py-4 text-sm text-slate-600 dark:text-slate-300">{t('exercises.create.empty')}</p>;

  return (
    <form onSubmit={submit} className="flex min-h-0 flex-col gap-4">
      <div className="space-y-1.5">
        <label
          htmlFor={`${id}-title`}
          className="block text-sm font-medium text-slate-700 dark:text-slate-300"
        >
          {t('exercises.create.titleLabel')}
        </label>
        <input
          id={`${id}-title`}
          value={title}
          maxLength={120}
          onChange={(e) => setTitle(e.target.value)}
          placeholder={t('exercises.defaultTitle')}
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100"
        />
      </div>
      <fieldset className="min-h-0 overflow-y-auto">
        <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">
          {t('exercises.create.picked', { n: picked.size, max: MAX_CONCEPTS_PER_SESSION })}
        </legend>
        <ul className="space-y-1">
          {concepts.data.map((c) => (
            <ConceptOption
              key={c.concept_id}
              concept={c}
              checked={picked.has(c.concept_id)}
              disabled={full && !picked.has(c.concept_id)}
              onChange={(on) => toggle(c.concept_id, on)}
            />
          ))}
        </ul>
      </fieldset>
      {create.error && (
        <p role="alert" className="text-sm text-rose-700 dark:text-rose-300">
          {create.error.message}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Dialog.Close className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800">
          {t('exercises.cancel')}
        </Dialog.Close>
        <Button type="submit" disabled={picked.size === 0 || create.isPending}>
          {create.isPending && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
          {t('exercises.create.submit')}
        </Button>
      </div>
    </form>
  );
}

function ConceptOption({
  concept,
  checked,
  disabled,
  onChange,
}: {
  concept: DeckConcept;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  const { t } = useT();
  return (
    <li>
      <label className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 hover:bg-slate-50 has-disabled:cursor-not-allowed has-disabled:opacity-60 dark:hover:bg-slate-800">
        <input
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(e) => onChange(e.target.checked)}
          className="size-4 accent-indigo-600"
        />
        <span className="min-w-0 flex-1 break-words text-slate-900 dark:text-slate-100">{concept.name}</span>
        <span className="text-xs text-slate-500 dark:text-slate-400">
          {t('exercises.kind', { kind: concept.kind })}
        </span>
      </label>
    </li>
  );
}
