import { Suspense, type MouseEvent, type ReactElement } from 'react';
import { useAfterPaint } from '../lib/after-paint';
import { cn } from '../ui/cn';
import { lazyComponent } from '../ui/lazy-component';
import { t } from '../i18n/runtime';
import { categoryLabel } from './correction-category';
import { severityLabel } from './correction-severity';
import type { EditorCorrection } from './editor-corrections';
import { highlightColor } from './highlight-palette';
import { plainModelText } from './model-text';

/** What a correction's replacement looks like when it removes the text. */
export const correctedText = (c: Pick<EditorCorrection, 'corrected'>) =>
  c.corrected || t('analysis.correction.remove');

/** A click that came from a finger or a pen: a phone has no hover, so the card must show before a tap accepts. */
export const isTouchClick = (e: MouseEvent) => {
  const type = (e.nativeEvent as Partial<PointerEvent>).pointerType;
  return type === 'touch' || type === 'pen';
};

/** Taps the card let through: made while it was on screen (CorrectionHoverCard marks them). */
export const tapsOnShownCard = new WeakSet<Event>();

/** The spoken form of a correction's hover card, in the interface language. */
export function describeCorrection(c: EditorCorrection, locale?: string): string {
  if (c.flag)
    return `${t('analysis.correction.checkThis')} ${c.original}.${c.explanation ? ` ${c.explanation.replace(/\.?$/, '.')}` : ''}`;
  const status = c.accepted ? t('analysis.correction.accepted') : t('analysis.correction.clickToAccept');
  const explanation = c.explanation ? ` ${plainModelText(c.explanation).replace(/\.?$/, '.')}` : '';
  const severity = severityLabel(c.severity);
  const category = severity
    ? `${categoryLabel(c.category)} (${severity.toLocaleLowerCase(locale)})`
    : categoryLabel(c.category);
  return `${category}: ${c.original} → ${correctedText(c)}.${explanation} ${status}`;
}

/**
 * The card's code (Radix's hover card and its positioning, about 10 KB). A highlight renders it only once
 * the highlight itself has been committed and painted (useAfterPaint below), so its download does not hold
 * back the entry's largest paint (decisions 125, 312, 324); until it has arrived a highlight is the same
 * button without a card. (Started from the lazy render instead, the frame awaited could be one painted in
 * the middle of the page's time-sliced first render, before the text was on screen: decision 324.)
 */
export const CorrectionHoverCard = lazyComponent<CorrectionCardProps>(() =>
  import('./CorrectionHoverCard').catch(() => ({ default: ButtonOnly })),
);

export interface CorrectionCardProps {
  correction: EditorCorrection;
  trigger: ReactElement;
  onAccept: (id: string) => void;
  onReject: (id: string) => void;
}

/** When the card's code cannot be downloaded, the highlight stays a working button (clicking accepts). */
function ButtonOnly({ trigger }: CorrectionCardProps) {
  return trigger;
}

/**
 * One highlighted correction in the text. Hover or keyboard focus opens a card with the category,
 * original → corrected, the explanation and 'Click to accept'; clicking accepts, after which the corrected
 * text shows beneath the original. On a touch screen the first tap opens the card, the next one accepts.
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
  const painted = useAfterPaint();
  const button = (
    <button
      type="button"
      data-correction-id={correction.id}
      aria-describedby={descriptionId}
      onClick={(e) => {
        // A tap accepts only once the learner has seen the card (while its code loads, never); a flag
        // has no replacement to accept (issue 22).
        if (!accepted && !correction.flag && (!isTouchClick(e) || tapsOnShownCard.has(e.nativeEvent)))
          onAccept(correction.id);
      }}
      className={cn(
        'rounded-sm px-0.5 text-inherit underline decoration-2 underline-offset-4',
        accepted || correction.flag ? 'cursor-default decoration-dotted' : 'cursor-pointer',
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
  );
  return (
    <Suspense fallback={button}>
      {painted ? (
        <CorrectionHoverCard
          correction={correction}
          trigger={button}
          onAccept={onAccept}
          onReject={onReject}
        />
      ) : (
        button
      )}
    </Suspense>
  );
}
