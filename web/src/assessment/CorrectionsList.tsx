import { ArrowRight, Check, CheckCheck, X } from 'lucide-react';
import { cn } from '../ui/cn';
import { correctedText } from './CorrectionHighlight';
import { useT } from '../i18n/use-t';
import { categoryLabel } from './correction-category';
import { groupByCategory } from './correction-filters';
import type { EditorCorrection } from './editor-corrections';
import { highlightColor } from './highlight-palette';
import { SeverityBadge } from './SeverityBadge';
import { ModelText } from './ModelText';
import { correctedSentence } from './corrected-sentence';
import { SpeakButton } from '../ui/SpeakButton';

/** What a corrected sentence is read from: the entry's text and language. */
interface HearSource {
  content: string;
  language: string;
}

const action =
  'inline-flex items-center gap-1 rounded-md border px-2 py-1 text-xs font-medium disabled:cursor-default disabled:opacity-50';

/** 'Corrections List': the shown corrections grouped by category, each with accept and reject. */
export function CorrectionsList({
  corrections,
  hasAny,
  allAccepted,
  rejectedCount = 0,
  onAccept,
  onReject,
  onAcceptAll,
  hear,
}: {
  /** The corrections the current filter shows. */
  corrections: readonly EditorCorrection[];
  /** False when the assessment found nothing at all. */
  hasAny: boolean;
  /** Every correction (not only the shown ones) is accepted or rejected: Accept All has nothing left to do. */
  allAccepted: boolean;
  /** Corrections the learner rejected: Accept All leaves them rejected, and says so. */
  rejectedCount?: number;
  onAccept: (id: string) => void;
  onReject: (id: string) => void;
  onAcceptAll: () => void;
  /** When given, each fix gets a "Hear it" of its corrected sentence. */
  hear?: HearSource | undefined;
}) {
  const { t } = useT();
  const groups = groupByCategory(corrections);
  return (
    <section aria-labelledby="corrections-list-title" className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h3 id="corrections-list-title" className="text-base font-semibold text-slate-900 dark:text-slate-50">
          {t('analysis.list.title')}
        </h3>
        {hasAny && (
          <button
            type="button"
            onClick={onAcceptAll}
            disabled={allAccepted}
            aria-describedby={rejectedCount > 0 ? 'accept-all-note' : undefined}
            className={cn(
              action,
              'border-emerald-300 text-emerald-800 hover:bg-emerald-50 dark:border-emerald-700 dark:text-emerald-200 dark:hover:bg-emerald-950',
            )}
          >
            <CheckCheck className="size-3.5" aria-hidden="true" />
            {t('analysis.list.acceptAll')}
          </button>
        )}
      </div>
      {hasAny && rejectedCount > 0 && (
        <p id="accept-all-note" className="text-xs text-slate-500 dark:text-slate-400">
          {t('analysis.list.rejectedNote', { n: rejectedCount })}
        </p>
      )}
      {!hasAny && <p className="text-sm text-emerald-700 dark:text-emerald-300">{t('analysis.list.none')}</p>}
      {hasAny && groups.length === 0 && (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('analysis.list.noneInCategory')}</p>
      )}
      {groups.map((group) => (
        <div key={group.category} className="space-y-2">
          <h4 className="text-sm font-semibold text-slate-700 dark:text-slate-200">
            {categoryLabel(group.category)}{' '}
            <span className="font-normal text-slate-500 dark:text-slate-400">({group.items.length})</span>
          </h4>
          <ul className="space-y-2">
            {group.items.map((c) => (
              <CorrectionItem key={c.id} correction={c} onAccept={onAccept} onReject={onReject} hear={hear} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

function CorrectionItem({
  correction: c,
  onAccept,
  onReject,
  hear,
}: {
  correction: EditorCorrection;
  onAccept: (id: string) => void;
  onReject: (id: string) => void;
  hear?: HearSource | undefined;
}) {
  const { t } = useT();
  if (c.flag) return <FlagItem correction={c} onReject={onReject} />;
  const change = `${c.original} → ${correctedText(c)}`;
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 rounded-xl border border-slate-200 p-3 dark:border-slate-800">
      <div className="min-w-0 flex-1 space-y-1">
        <p className="flex flex-wrap items-center gap-1.5 text-sm">
          <span aria-hidden="true" className={cn('size-3 rounded-full', highlightColor(c.colorIndex))} />
          <span className="text-rose-700 line-through dark:text-rose-300">{c.original}</span>
          <ArrowRight className="size-3.5 text-slate-500" aria-label={t('analysis.correction.to')} />
          <span className="font-semibold text-emerald-700 dark:text-emerald-300">{correctedText(c)}</span>
          <SeverityBadge severity={c.severity} />
          {c.accepted && (
            <span className="text-xs text-emerald-700 dark:text-emerald-300">
              {t('analysis.correction.accepted')}
            </span>
          )}
          {c.rejected && (
            <span className="text-xs text-slate-500 dark:text-slate-400">
              {t('analysis.correction.rejected')}
            </span>
          )}
        </p>
        {c.explanation && (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            <ModelText text={c.explanation} />
          </p>
        )}
      </div>
      <div className="flex items-start gap-1.5">
        {hear && (
          <SpeakButton
            text={correctedSentence(hear.content, c.start, c.end, correctedText(c))}
            lang={hear.language}
            label={t('analysis.correction.hear', { change })}
          />
        )}
        <button
          type="button"
          aria-label={t('analysis.correction.acceptChange', { change })}
          disabled={c.accepted}
          onClick={() => onAccept(c.id)}
          className={cn(
            action,
            'border-emerald-300 text-emerald-800 hover:bg-emerald-50 dark:border-emerald-700 dark:text-emerald-200 dark:hover:bg-emerald-950',
          )}
        >
          <Check className="size-3.5" aria-hidden="true" />
          {t('analysis.correction.accept')}
        </button>
        <RejectButton
          label={t('analysis.correction.reject')}
          ariaLabel={t('analysis.correction.rejectChange', { change })}
          correction={c}
          onReject={onReject}
        />
      </div>
    </li>
  );
}

/**
 * A flag (issue 22): the checker knows something is wrong here but not the right form, so it shows the
 * words and what to check, with no replacement and nothing to accept; the learner may dismiss it.
 */
function FlagItem({
  correction: c,
  onReject,
}: {
  correction: EditorCorrection;
  onReject: (id: string) => void;
}) {
  const { t } = useT();
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 rounded-xl border border-amber-200 p-3 dark:border-amber-900">
      <div className="min-w-0 flex-1 space-y-1">
        <p className="flex flex-wrap items-center gap-1.5 text-sm">
          <span aria-hidden="true" className={cn('size-3 rounded-full', highlightColor(c.colorIndex))} />
          <span className="font-semibold text-amber-800 dark:text-amber-200">
            {t('analysis.correction.checkThis')}
          </span>
          <span className="text-slate-900 dark:text-slate-100">{c.original}</span>
          {c.rejected && (
            <span className="text-xs text-slate-500 dark:text-slate-400">
              {t('analysis.correction.dismissed')}
            </span>
          )}
        </p>
        {c.explanation && <p className="text-sm text-slate-600 dark:text-slate-300">{c.explanation}</p>}
      </div>
      <RejectButton
        label={t('analysis.correction.dismiss')}
        ariaLabel={t('analysis.correction.dismissNote', { original: c.original })}
        correction={c}
        onReject={onReject}
      />
    </li>
  );
}

/** The grey X button that rejects a correction (or dismisses a flag); off once it is rejected. */
function RejectButton({
  label,
  ariaLabel,
  correction: c,
  onReject,
}: {
  label: string;
  ariaLabel: string;
  correction: EditorCorrection;
  onReject: (id: string) => void;
}) {
  return (
    <button
      type="button"
      aria-label={ariaLabel}
      disabled={c.rejected}
      onClick={() => onReject(c.id)}
      className={cn(
        action,
        'border-slate-300 text-slate-700 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800',
      )}
    >
      <X className="size-3.5" aria-hidden="true" />
      {label}
    </button>
  );
}
