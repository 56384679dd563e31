import { HoverCard } from 'radix-ui';
import { ArrowRight, X } from 'lucide-react';
import { cn } from '../ui/cn';
import { CATEGORY_LABELS } from './correction-category';
import type { EditorCorrection } from './editor-corrections';
import { highlightColor } from './highlight-palette';

/** What a correction's replacement looks like when it removes the text. */
export const correctedText = (c: Pick<EditorCorrection, 'corrected'>) => c.corrected || '(remove)';

/** The spoken form of a correction's hover card. */
export function describeCorrection(c: EditorCorrection): string {
  const status = c.accepted ? 'Accepted' : 'Click to accept';
  const explanation = c.explanation ? ` ${c.explanation.replace(/\.?$/, '.')}` : '';
  return `${CATEGORY_LABELS[c.category]}: ${c.original} → ${correctedText(c)}.${explanation} ${status}`;
}

/**
 * One highlighted correction in the text. Hover or keyboard focus opens a card with the category,
 * original → corrected, the explanation and 'Click to accept'; clicking accepts, after which the corrected
 * text shows beneath the original.
 */
export function CorrectionHighlight({
  correction,
  descriptionId,
  onAccept,
  onReject,
}: {
  correction: EditorCorrection;
  /** Id of the element holding `describeCorrection(correction)`, outside the text so copying stays clean. */
  descriptionId: string;
  onAccept: (id: string) => void;
  onReject: (id: string) => void;
}) {
  const { accepted } = correction;
  const category = CATEGORY_LABELS[correction.category];
  return (
    <HoverCard.Root openDelay={150} closeDelay={100}>
      <HoverCard.Trigger asChild>
        <button
          type="button"
          data-correction-id={correction.id}
          aria-describedby={descriptionId}
          onClick={() => {
            if (!accepted) onAccept(correction.id);
          }}
          className={cn(
            'rounded-sm px-0.5 text-inherit underline decoration-2 underline-offset-4',
            accepted ? 'cursor-default decoration-dotted' : 'cursor-pointer',
            highlightColor(correction.colorIndex),
          )}
        >
          {accepted ? (
            <ruby className="[ruby-position:under]">
              <span className="line-through decoration-1 opacity-70">{correction.original}</span>
              <rt className="pt-0.5 text-[0.7em] font-semibold text-emerald-800 not-italic dark:text-emerald-300">
                {correctedText(correction)}
              </rt>
            </ruby>
          ) : (
            correction.original
          )}
        </button>
      </HoverCard.Trigger>
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
