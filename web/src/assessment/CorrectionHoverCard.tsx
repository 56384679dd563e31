import { ArrowRight, X } from 'lucide-react';
import { HoverCard } from 'radix-ui';
import { useEffect, useState } from 'react';
import { CATEGORY_LABELS } from './correction-category';
import { correctedText, type CorrectionCardProps } from './CorrectionHighlight';
import { SeverityBadge } from './SeverityBadge';

/**
 * The hover card of one highlighted correction around its button (`trigger`): the category, original →
 * corrected, the explanation, 'Click to accept' and Reject. Loaded after the text (CorrectionHighlight).
 */
export default function CorrectionHoverCard({ correction, trigger, onReject }: CorrectionCardProps) {
  const { accepted } = correction;
  const category = CATEGORY_LABELS[correction.category];
  // This card replaces the plain button of the same highlight (CorrectionHighlight). If the pointer is on
  // it, the card opens at once; if it had the keyboard focus, the new button takes it over.
  const selector = `[data-correction-id="${CSS.escape(correction.id)}"]`;
  const [before] = useState(() => {
    const plain = document.querySelector(selector);
    return {
      hovered: plain?.matches(':hover') ?? false,
      focused: plain !== null && plain === document.activeElement,
    };
  });
  useEffect(() => {
    if (before.focused) document.querySelector<HTMLElement>(selector)?.focus();
  }, [before.focused, selector]);

  return (
    <HoverCard.Root openDelay={150} closeDelay={100} defaultOpen={before.hovered}>
      <HoverCard.Trigger asChild>{trigger}</HoverCard.Trigger>
      <HoverCard.Portal>
        <HoverCard.Content
          data-correction-card=""
          side="top"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 w-72 space-y-2 rounded-xl border border-slate-200 bg-white p-3 text-sm text-slate-800 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        >
          <p className="flex items-center gap-2">
            <span className="text-xs font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">
              {category}
            </span>
            <SeverityBadge severity={correction.severity} />
          </p>
          {correction.flag ? (
            // A flag (issue 22): what to check, no replacement.
            <p className="flex flex-wrap items-center gap-1.5">
              <span className="font-semibold text-amber-800 dark:text-amber-200">Check this:</span>
              <span>{correction.original}</span>
            </p>
          ) : (
            <p className="flex flex-wrap items-center gap-1.5">
              <span className="text-rose-700 line-through dark:text-rose-300">{correction.original}</span>
              <ArrowRight className="size-3.5 text-slate-500" aria-label="to" />
              <span className="font-semibold text-emerald-700 dark:text-emerald-300">
                {correctedText(correction)}
              </span>
            </p>
          )}
          {correction.explanation && (
            <p className="text-slate-600 dark:text-slate-300">{correction.explanation}</p>
          )}
          <div className="flex items-center justify-between gap-2 border-t border-slate-100 pt-2 dark:border-slate-800">
            <span className="text-xs text-slate-500 dark:text-slate-400">
              {correction.flag ? 'Nothing to accept' : accepted ? 'Accepted' : 'Click to accept'}
            </span>
            <button
              type="button"
              onClick={() => onReject(correction.id)}
              className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              <X className="size-3.5" aria-hidden="true" />
              {correction.flag ? 'Dismiss' : 'Reject'}
            </button>
          </div>
        </HoverCard.Content>
      </HoverCard.Portal>
    </HoverCard.Root>
  );
}
