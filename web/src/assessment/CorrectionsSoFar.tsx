import type { AssessmentCorrection } from '@inkwell/contract';
import { Loader2 } from 'lucide-react';
import { cn } from '../ui/cn';
import { correctedText } from './CorrectionHighlight';
import { useT } from '../i18n/use-t';
import { categoryLabel } from './correction-category';
import { toEditorCorrections } from './editor-corrections';
import { highlightColor } from './highlight-palette';
import { SeverityBadge } from './SeverityBadge';
import { segmentText } from './text-segments';
import { Card } from '../ui/Card';
import { ModelText } from './ModelText';

/**
 * The entry while the model is still checking it (decision 171): the corrections found so far,
 * highlighted and listed read-only — nothing to accept yet, the finished assessment replaces them.
 */
export function CorrectionsSoFar({
  content,
  corrections,
}: {
  content: string;
  corrections: readonly AssessmentCorrection[];
}) {
  const { t } = useT();
  const shown = toEditorCorrections(corrections, {});
  const byId = new Map(shown.map((c) => [c.id, c]));
  return (
    <Card as="section" padding="md" aria-labelledby="corrections-so-far-title" className="space-y-4">
      <h2 id="corrections-so-far-title" className="sr-only">
        {t('analysis.soFar.title')}
      </h2>
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        {t('analysis.soFar.status', { n: shown.length })}
      </p>
      <div
        data-testid="corrections-so-far-content"
        className="text-base leading-[2.4] whitespace-pre-wrap text-slate-800 dark:text-slate-100"
      >
        {segmentText(content, shown).map((segment) => {
          const c = segment.kind === 'correction' ? byId.get(segment.correctionId) : undefined;
          if (!c) return <span key={`t${segment.start}`}>{segment.text}</span>;
          return (
            <mark
              key={c.id}
              title={`${c.original} → ${correctedText(c)}`}
              className={cn(
                'rounded-sm px-0.5 text-inherit underline decoration-2 underline-offset-4',
                highlightColor(c.colorIndex),
              )}
            >
              {c.original}
            </mark>
          );
        })}
      </div>
      <ul aria-label={t('analysis.soFar.title')} className="space-y-2">
        {shown.map((c) => (
          <li key={c.id} className="space-y-1 rounded-xl border border-slate-200 p-3 dark:border-slate-800">
            <p className="flex flex-wrap items-center gap-1.5 text-sm">
              <span className="text-xs font-semibold text-indigo-700 uppercase dark:text-indigo-300">
                {categoryLabel(c.category)}
              </span>
              <SeverityBadge severity={c.severity} />
              <span className="text-rose-700 line-through dark:text-rose-300">{c.original}</span>
              <span aria-hidden="true">→</span>
              <span className="sr-only">{t('analysis.correction.to')}</span>
              <span className="font-semibold text-emerald-700 dark:text-emerald-300">{correctedText(c)}</span>
            </p>
            {c.explanation && (
              <p className="text-sm text-slate-600 dark:text-slate-300">
                <ModelText text={c.explanation} />
              </p>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
