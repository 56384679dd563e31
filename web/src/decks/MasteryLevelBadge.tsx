import type { MasteryLevel } from '@inkwell/contract';
import { cn } from '../ui/cn';
import { useT } from '../i18n/use-t';
import type { MessageKey } from '../i18n/runtime';

const LABELS: Record<MasteryLevel, MessageKey> = {
  learning: 'deck.level.learning',
  practicing: 'deck.level.practicing',
  mastered: 'deck.level.mastered',
};

/** The progress document's mastery level of an item (learning, practicing, mastered; decision 061). */
export function MasteryLevelBadge({ level }: { level: MasteryLevel }) {
  const { t } = useT();
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
      {t(LABELS[level])}
    </span>
  );
}
