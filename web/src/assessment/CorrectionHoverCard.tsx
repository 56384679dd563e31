import { ArrowRight, Check, X } from 'lucide-react';
import { HoverCard } from 'radix-ui';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useT } from '../i18n/use-t';
import { categoryLabel } from './correction-category';
import {
  correctedText,
  isTouchClick,
  tapsOnShownCard,
  type CorrectionCardProps,
} from './CorrectionHighlight';
import { SeverityBadge } from './SeverityBadge';
import { ModelText } from './ModelText';

/**
 * The hover card of one highlighted correction around its button (`trigger`): the category, original →
 * corrected, the explanation, 'Click to accept' and Reject. Loaded after the text (CorrectionHighlight).
 * On a touch screen the first tap on a highlight opens the card instead of accepting (issue 21): the
 * learner sees the correction before taking it, with Accept and Reject in the card.
 */
export default function CorrectionHoverCard({
  correction,
  trigger,
  onAccept,
  onReject,
}: CorrectionCardProps) {
  const { t } = useT();
  const { accepted } = correction;
  const category = categoryLabel(correction.category);
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
  const [open, setOpen] = useState(before.hovered);

  // Whether the card was on screen when the finger came down: pressing outside the card closes it
  // before the click arrives, so the click alone cannot tell.
  const openAtPress = useRef(false);
  const previewFirst = (e: MouseEvent) => {
    if (accepted || !isTouchClick(e)) return;
    if (openAtPress.current) {
      tapsOnShownCard.add(e.nativeEvent); // the highlight's own click accepts
      return;
    }
    e.preventDefault();
    setOpen(true);
  };

  return (
    <HoverCard.Root openDelay={150} closeDelay={100} open={open} onOpenChange={setOpen}>
      <HoverCard.Trigger
        asChild
        onPointerDownCapture={() => (openAtPress.current = open)}
        // Radix's trigger calls preventDefault on touchstart, which React's passive listener refuses with a
        // console error on every tap; it skips that call for an event marked as prevented already.
        onTouchStart={(e) => Object.defineProperty(e, 'defaultPrevented', { value: true })}
        onClickCapture={previewFirst}
      >
        {trigger}
      </HoverCard.Trigger>
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
              <span className="font-semibold text-amber-800 dark:text-amber-200">
                {t('analysis.correction.checkThis')}
              </span>
              <span>{correction.original}</span>
            </p>
          ) : (
            <p className="flex flex-wrap items-center gap-1.5">
              <span className="text-rose-700 line-through dark:text-rose-300">{correction.original}</span>
              <ArrowRight className="size-3.5 text-slate-500" aria-label={t('analysis.correction.to')} />
              <span className="font-semibold text-emerald-700 dark:text-emerald-300">
                {correctedText(correction)}
              </span>
            </p>
          )}
          {correction.explanation && (
            <p className="text-slate-600 dark:text-slate-300">
              <ModelText text={correction.explanation} />
            </p>
          )}
          <div className="flex items-center justify-between gap-2 border-t border-slate-100 pt-2 dark:border-slate-800">
            <span className="text-xs text-slate-500 dark:text-slate-400">
              {correction.flag
                ? t('analysis.correction.nothingToAccept')
                : accepted
                  ? t('analysis.correction.accepted')
                  : t('analysis.correction.clickToAccept')}
            </span>
            <span className="flex-1" />
            {!accepted && (
              <button
                type="button"
                onClick={() => {
                  onAccept(correction.id);
                  setOpen(false);
                }}
                className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs text-emerald-800 hover:bg-emerald-50 dark:text-emerald-200 dark:hover:bg-emerald-950"
              >
                <Check className="size-3.5" aria-hidden="true" />
                {t('analysis.correction.accept')}
              </button>
            )}
            <button
              type="button"
              onClick={() => onReject(correction.id)}
              className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              <X className="size-3.5" aria-hidden="true" />
              {correction.flag ? t('analysis.correction.dismiss') : t('analysis.correction.reject')}
            </button>
          </div>
        </HoverCard.Content>
      </HoverCard.Portal>
    </HoverCard.Root>
  );
}
