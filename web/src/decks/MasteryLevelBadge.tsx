import type { MasteryLevel } from '@inkwell/contract';
import { cn } from '../ui/cn';

const LABELS: Record<MasteryLevel, string> = {
  learning: 'Learning',
  practicing: 'Practicing',
  mastered: 'Mastered',
};

/** The progress document's mastery level of an item (learning, practicing, mastered; decision 061). */
export function MasteryLevelBadge({ level }: { level: MasteryLevel }) {
  return (
    <span
      className={cn(
        'rounded-full px-2 py-0.5 text-xs font-medium',
        level === 'learning' && 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
        level === 'practicing' && 'bg-amber-100 text-amber-800 dark:bg-amber-900/50 dark:text-amber-200',
        level === 'mastered' &&
          'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200',
      )}
    >
      {LABELS[level]}
    </span>
  );
}
