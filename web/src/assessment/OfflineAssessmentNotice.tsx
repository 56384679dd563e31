import { WifiOff } from 'lucide-react';
import { useT } from '../i18n/use-t';
import { AssessorNotes } from './AssessorNotes';

/**
 * Says honestly that no model made this assessment and what the offline checker can and cannot see
 * (decisions 073, 165). How to connect a model is for operators: README and server log, not here.
 */
export function OfflineAssessmentNotice({ notes }: { notes: readonly string[] }) {
  const { t } = useT();
  return (
    <div
      role="note"
      className="space-y-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <p className="flex items-center gap-2 font-medium">
        <WifiOff className="size-4" aria-hidden="true" />
        {t('analysis.offline.title')}
      </p>
      <p className="text-xs leading-relaxed">{t('analysis.offline.scope')}</p>
      <AssessorNotes notes={notes} />
    </div>
  );
}
