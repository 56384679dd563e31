import { ArrowRight, X } from 'lucide-react';
import { HoverCard } from 'radix-ui';
import { useState, type ReactElement } from 'react';
import { CATEGORY_LABELS } from './correction-category';
import { correctedText } from './CorrectionHighlight';
import type { EditorCorrection } from './editor-corrections';

/**
 * The hover card of one highlighted correction around its button (`trigger`): the category, original →
 * corrected, the explanation, 'Click to accept' and Reject. Loaded after the text (CorrectionHighlight).
 */
export default function CorrectionHoverCard({
  correction,
  trigger,
  onReject,
}: {
  correction: EditorCorrection;
  trigger: ReactElement;
  onReject: (id: string) => void;
}) {
  const { accepted } = correction;
  const category = CATEGORY_LABELS[correction.category];
  // The plain button this card replaces may be under the pointer already: the card then opens at once.
  const [hoveredAtLoad] = useState(
    () =>
      document.querySelector(`[data-correction-id="${CSS.escape(correction.id)}"]`)?.matches(':hover') ??
      false,
  );
  return (
    <HoverCard.Root openDelay={150} closeDelay={100} defaultOpen={hoveredAtLoad}>
      <HoverCard.Trigger asChild>{trigger}</HoverCard.Trigger>
      <HoverCard.Portal>
        <HoverCard.Content
          data-correction-card=""
          side="top"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 w-72 space-y-2 rounded-xl border border-slate-200 bg-white p-3 text-sm text-slate-800 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        >
          <p className="text-xs font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">
            {category}
          </p>
          <p className="flex flex-wrap items-center gap-1.5">
            <span className="text-rose-700 line-through dark:text-rose-300">{correction.original}</span>
            <ArrowRight className="size-3.5 text-slate-500" aria-label="to" />
            <span className="font-semibold text-emerald-700 dark:text-emerald-300">
              {correctedText(correction)}
            </span>
          </p>
          {correction.explanation && (
            <p className="text-slate-600 dark:text-slate-300">{correction.explanation}</p>
          )}
          <div className="flex items-center justify-between gap-2 border-t border-slate-100 pt-2 dark:border-slate-800">
            <span className="text-xs text-slate-500 dark:text-slate-400">
              {accepted ? 'Accepted' : 'Click to accept'}
            </span>
            <button
              type="button"
              onClick={() => onReject(correction.id)}
              className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              <X className="size-3.5" aria-hidden="true" />
              Reject
            </button>
          </div>
        </HoverCard.Content>
      </HoverCard.Portal>
    </HoverCard.Root>
  );
}
