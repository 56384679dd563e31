import type { AssessmentData } from '@inkwell/contract';
import { Sparkles } from 'lucide-react';
import { useT } from '../i18n/use-t';
import { AssessorNotes } from './AssessorNotes';
import { OfflineAssessmentNotice } from './OfflineAssessmentNotice';
import { Card } from '../ui/Card';
import { ModelText } from './ModelText';

/** The 'AI Assessment' card: feedback, corrections applied, level, and who assessed. */
export function AssessmentCard({
  assessment,
  correctionsApplied,
}: {
  assessment: Pick<
    AssessmentData,
    'feedback' | 'student_language_level' | 'level_justification' | 'assessor' | 'model' | 'notes'
  >;
  /** Accepted corrections: 'Corrections Applied: N'. */
  correctionsApplied: number;
}) {
  const { t } = useT();
  const offline = assessment.assessor === 'offline';
  return (
    <Card as="section" padding="md" aria-labelledby="ai-assessment-title" className="space-y-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="ai-assessment-title"
          className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-slate-50"
        >
          <Sparkles className="size-5 text-indigo-600 dark:text-indigo-400" aria-hidden="true" />
          {t('analysis.card.title')}
        </h2>
        <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
          {t('analysis.card.level')}
          <span className="rounded-full bg-indigo-100 px-2.5 py-0.5 text-sm font-semibold text-indigo-800 dark:bg-indigo-900/60 dark:text-indigo-200">
            {assessment.student_language_level}
          </span>
        </p>
      </header>
      {assessment.level_justification && (
        // Offline: that the level is an estimate and how sure; model: the evidence it named.
        <p className="text-xs text-slate-500 dark:text-slate-400">
          <ModelText text={assessment.level_justification} />
        </p>
      )}

      <div className="space-y-1">
        <h3 className="text-sm font-semibold text-slate-700 dark:text-slate-200">
          {t('analysis.card.feedback')}
        </h3>
        <p className="text-sm leading-relaxed whitespace-pre-wrap text-slate-700 dark:text-slate-300">
          <ModelText text={assessment.feedback} />
        </p>
      </div>

      <div className="space-y-0.5">
        <p className="text-sm font-medium text-slate-800 dark:text-slate-100">
          {t('analysis.card.applied', { n: correctionsApplied })}
        </p>
        <p className="text-xs text-slate-500 dark:text-slate-400">{t('analysis.card.hoverHint')}</p>
      </div>

      {offline ? (
        <OfflineAssessmentNotice notes={assessment.notes} />
      ) : (
        <>
          {assessment.model && (
            <p className="text-xs text-slate-500 dark:text-slate-400">
              {t('analysis.card.assessedBy', { model: assessment.model })}
            </p>
          )}
          <AssessorNotes notes={assessment.notes} />
        </>
      )}
    </Card>
  );
}
