import type { GrammarConcept, VocabConcept } from '@inkwell/contract';
import { Loader2, Plus } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useMemo, useState } from 'react';
import { useAddConceptsToDeck } from './api/add-concepts-to-deck';
import { ConceptChecklist } from './ConceptChecklist';
import { AddConceptsResult } from './AddConceptsResult';
import { VocabMeaningField } from './VocabMeaningField';
import {
  allSelected,
  pickerConcepts,
  selectAllOrNone,
  selectionSummary,
  toggleKey,
} from './concept-selection';
import { useT } from '../i18n/use-t';
import { Card } from '../ui/Card';
import { Button } from '../ui/Button';

const tabTrigger =
  'rounded-lg px-3 py-1.5 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm dark:text-slate-300 dark:data-[state=active]:bg-slate-700 dark:data-[state=active]:text-slate-50';

export interface ConceptPickerProps {
  vocabConcepts: readonly VocabConcept[];
  grammarConcepts: readonly GrammarConcept[];
  /** Used for grammar concepts that name no language of their own. */
  targetLanguage: string;
}

/** 'Add Concepts to Practice Deck': choose discovered concepts and create their SRS cards. */
export function ConceptPicker({ vocabConcepts, grammarConcepts, targetLanguage }: ConceptPickerProps) {
  const { t } = useT();
  const concepts = useMemo(
    () => pickerConcepts(vocabConcepts, grammarConcepts),
    [vocabConcepts, grammarConcepts],
  );
  const all = useMemo(() => [...concepts.vocab, ...concepts.grammar], [concepts]);
  const allKeys = useMemo(() => all.map((c) => c.key), [all]);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [meanings, setMeanings] = useState<Record<string, string>>({});
  const add = useAddConceptsToDeck(targetLanguage);
  const busy = add.isPending;
  const k = selected.size;
  const n = all.length;

  const submit = () => {
    if (k === 0 || busy) return;
    // Added concepts leave the selection, so a second click does not send them again.
    add.mutate(
      { concepts: all.filter((c) => selected.has(c.key)), meanings },
      { onSuccess: () => setSelected(new Set()) },
    );
  };

  return (
    <Card as="section" padding="md" aria-labelledby="concept-picker-title" className="space-y-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="concept-picker-title" className="text-lg font-semibold text-slate-900 dark:text-slate-50">
          {t('analysis.picker.title')}
        </h2>
        <span className="rounded-full bg-violet-100 px-2.5 py-0.5 text-sm font-medium text-violet-800 dark:bg-violet-900/60 dark:text-violet-200">
          {t('analysis.picker.discovered', { n })}
        </span>
      </header>

      <Tabs.Root defaultValue="vocab" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Tabs.List
            aria-label={t('analysis.picker.type')}
            className="inline-flex gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800"
          >
            <Tabs.Trigger value="vocab" className={tabTrigger}>
              {t('analysis.picker.vocabTab', { n: concepts.vocab.length })}
            </Tabs.Trigger>
            <Tabs.Trigger value="grammar" className={tabTrigger}>
              {t('analysis.picker.grammarTab', { n: concepts.grammar.length })}
            </Tabs.Trigger>
          </Tabs.List>
          <button
            type="button"
            disabled={n === 0 || busy}
            onClick={() => setSelected((s) => selectAllOrNone(s, allKeys))}
            className="text-sm font-medium text-indigo-700 hover:underline disabled:opacity-50 dark:text-indigo-300"
          >
            {allSelected(selected, allKeys)
              ? t('analysis.picker.deselectAll')
              : t('analysis.picker.selectAll')}
          </button>
        </div>
        <Tabs.Content value="vocab">
          <ConceptChecklist
            concepts={concepts.vocab}
            selected={selected}
            disabled={busy}
            emptyText={t('analysis.picker.noVocab')}
            onToggle={(key) => setSelected((s) => toggleKey(s, key))}
            extra={(c) =>
              c.type === 'vocab' ? (
                <VocabMeaningField
                  concept={c.concept}
                  value={meanings[c.key] ?? ''}
                  disabled={busy}
                  onChange={(v) => setMeanings((m) => ({ ...m, [c.key]: v }))}
                />
              ) : null
            }
          />
        </Tabs.Content>
        <Tabs.Content value="grammar">
          <ConceptChecklist
            concepts={concepts.grammar}
            selected={selected}
            disabled={busy}
            emptyText={t('analysis.picker.noGrammar')}
            onToggle={(key) => setSelected((s) => toggleKey(s, key))}
          />
        </Tabs.Content>
      </Tabs.Root>

      <footer className="space-y-3 border-t border-slate-100 pt-4 dark:border-slate-800">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
            {selectionSummary(k, n)}
          </p>
          <Button
            variant="strong"
            onClick={submit}
            disabled={k === 0 || busy}
            aria-describedby={k === 0 && n > 0 ? 'concept-picker-hint' : undefined}
          >
            {busy ? (
              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <Plus className="size-4" aria-hidden="true" />
            )}
            {busy ? t('analysis.picker.creating') : t('analysis.picker.add', { k })}
          </Button>
        </div>
        {k === 0 && n > 0 && !add.data && (
          <p id="concept-picker-hint" className="text-sm text-slate-500 dark:text-slate-400">
            {t('analysis.picker.selectOne')}
          </p>
        )}
        {add.data && <AddConceptsResult summary={add.data} />}
        {add.isError && (
          <p role="alert" className="text-sm text-rose-700 dark:text-rose-300">
            {add.error.message}
          </p>
        )}
      </footer>
    </Card>
  );
}
