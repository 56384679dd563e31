import type { ModelGrade } from '@inkwell/contract';
import { Loader2, Sparkles } from 'lucide-react';
import { useT } from '../../i18n/use-t';

/**
 * What the model said about a translation the lenient check marked wrong (issue 14): a note while it
 * checks, then its feedback. A lenient verdict (offline, or the model failed) adds nothing.
 */
export function ModelVerdict({ grading, verdict }: { grading: boolean; verdict: ModelGrade | null }) {
  const { t } = useT();
  if (grading)
    return (
      <p className="mt-2 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        {t('player.modelChecking')}
      </p>
    );
  if (verdict?.source !== 'model') return null;
  return (
    <div
      data-testid="model-verdict"
      className="mt-2 space-y-1 rounded-xl bg-indigo-50 px-3 py-2.5 text-sm text-indigo-950 dark:bg-indigo-950/40 dark:text-indigo-100"
    >
      <p className="flex items-center gap-2 font-medium">
        <Sparkles className="size-4" aria-hidden="true" />
        {verdict.correct ? t('player.modelAccepts') : t('player.modelRejects')}
      </p>
      {verdict.feedback && <p>{verdict.feedback}</p>}
    </div>
  );
}
