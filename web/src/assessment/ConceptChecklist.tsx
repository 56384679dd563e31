import { Checkbox } from 'radix-ui';
import { Check } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { PickerConcept } from './concept-selection';

/** One tab of the picker: a checkbox per concept, or the tab's empty text. */
export function ConceptChecklist({
  concepts,
  selected,
  disabled,
  emptyText,
  onToggle,
  extra,
}: {
  concepts: readonly PickerConcept[];
  selected: ReadonlySet<string>;
  disabled: boolean;
  emptyText: string;
  onToggle: (key: string) => void;
  /** More under a concept's detail (a word's meaning, or a field asking for it). */
  extra?: (concept: PickerConcept) => ReactNode;
}) {
  const baseId = useId();
  if (concepts.length === 0) {
    return <p className="py-4 text-center text-sm text-slate-500 dark:text-slate-400">{emptyText}</p>;
  }
  return (
    <ul className="max-h-80 space-y-2 overflow-y-auto">
      {concepts.map((concept) => {
        const id = `${baseId}-${concept.key}`;
        return (
          <li
            key={concept.key}
            className="flex items-start gap-3 rounded-xl border border-slate-200 p-3 dark:border-slate-800"
          >
            <Checkbox.Root
              id={id}
              checked={selected.has(concept.key)}
              disabled={disabled}
              onCheckedChange={() => onToggle(concept.key)}
              aria-describedby={concept.detail ? `${id}-detail` : undefined}
              className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-md border border-slate-400 bg-white data-[state=checked]:border-indigo-600 data-[state=checked]:bg-indigo-600 disabled:opacity-50 dark:border-slate-500 dark:bg-slate-800 dark:data-[state=checked]:border-indigo-400 dark:data-[state=checked]:bg-indigo-500"
            >
              <Checkbox.Indicator>
                <Check className="size-3.5 text-white" aria-hidden="true" />
              </Checkbox.Indicator>
            </Checkbox.Root>
            <div className="min-w-0 space-y-0.5">
              <label htmlFor={id} className="block text-sm font-medium text-slate-900 dark:text-slate-50">
                {concept.label}
              </label>
              {concept.detail && (
                <p id={`${id}-detail`} className="text-xs text-slate-600 dark:text-slate-300">
                  {concept.detail}
                </p>
              )}
              {extra?.(concept)}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
