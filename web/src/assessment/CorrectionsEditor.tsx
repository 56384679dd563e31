import { Eye, EyeOff } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { CorrectionFilterChips } from './CorrectionFilterChips';
import { CorrectionHighlight, describeCorrection } from './CorrectionHighlight';
import { CorrectionsList } from './CorrectionsList';
import { countByCategory, filterCorrections, type CorrectionFilter } from './correction-filters';
import type { EditorCorrection } from './editor-corrections';
import { segmentText } from './text-segments';
import { useT } from '../i18n/use-t';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';

export interface CorrectionsEditorProps {
  /** The entry text the corrections' offsets point into. */
  content: string;
  corrections: readonly EditorCorrection[];
  onAccept: (id: string) => void;
  onReject: (id: string) => void;
  onAcceptAll: () => void;
  /** The entry's language, for hearing a corrected sentence; none: no "Hear it". */
  language?: string | null;
  /** The assessment has not arrived yet: the text only, no list (it would say there are no corrections). */
  pending?: boolean;
}

/**
 * 'Language Learning Text Editor' (the entry's corrections editor): the entry with its corrections highlighted,
 * filter chips, and the Corrections List. Rejected corrections go back to plain text.
 */
export function CorrectionsEditor({
  content,
  corrections,
  onAccept,
  onReject,
  onAcceptAll,
  language = null,
  pending = false,
}: CorrectionsEditorProps) {
  const { t, locale } = useT();
  const [showCorrections, setShowCorrections] = useState(true);
  const [filter, setFilter] = useState<CorrectionFilter>('all');
  const shown = filterCorrections(corrections, filter);
  const byId = new Map(shown.map((c) => [c.id, c]));
  const highlighted = showCorrections ? shown.filter((c) => !c.rejected) : [];
  const segments = segmentText(content, highlighted);
  const idPrefix = useId();
  // The list below the text renders in a second, interruptible pass: the text paints first (decision 114).
  const showList = useDeferredValue(true, false);
  const descriptionId = (id: string) => `${idPrefix}-${id}`;

  return (
    <Card as="section" padding="md" aria-labelledby="corrections-editor-title" className="space-y-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="corrections-editor-title" className="text-lg font-semibold text-slate-900 dark:text-slate-50">
          {t('analysis.editor.title')}
        </h2>
        {corrections.length > 0 && (
          <Button variant="small" onClick={() => setShowCorrections((v) => !v)}>
            {showCorrections ? (
              <EyeOff className="size-4" aria-hidden="true" />
            ) : (
              <Eye className="size-4" aria-hidden="true" />
            )}
            {showCorrections ? t('analysis.editor.hide') : t('analysis.editor.showAll')}
          </Button>
        )}
      </header>

      {corrections.length > 0 && (
        <CorrectionFilterChips counts={countByCategory(corrections)} filter={filter} onChange={setFilter} />
      )}

      <div
        data-testid="corrected-content"
        className="text-base leading-[2.4] whitespace-pre-wrap text-slate-800 dark:text-slate-100"
      >
        {segments.map((segment) => {
          const correction = segment.kind === 'correction' ? byId.get(segment.correctionId) : undefined;
          if (!correction) return <span key={`t${segment.start}`}>{segment.text}</span>;
          return (
            <CorrectionHighlight
              key={correction.id}
              correction={correction}
              descriptionId={descriptionId(correction.id)}
              onAccept={onAccept}
              onReject={onReject}
            />
          );
        })}
      </div>

      <div hidden>
        {highlighted.map((c) => (
          <span key={c.id} id={descriptionId(c.id)}>
            {describeCorrection(c, locale)}
          </span>
        ))}
      </div>

      {showList && !pending && (
        <CorrectionsList
          hear={language ? { content, language } : undefined}
          corrections={shown}
          hasAny={corrections.length > 0}
          allAccepted={corrections.every((c) => c.accepted || c.rejected || c.flag)}
          rejectedCount={corrections.filter((c) => c.rejected).length}
          onAccept={onAccept}
          onReject={onReject}
          onAcceptAll={onAcceptAll}
        />
      )}
    </Card>
  );
}
