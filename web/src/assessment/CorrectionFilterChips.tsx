import type { CorrectionCategory } from '@inkwell/contract';
import { cn } from '../ui/cn';
import { useT } from '../i18n/use-t';
import { categoryLabel } from './correction-category';
import { FILTER_CHIPS, type AcceptedOfTotal, type CorrectionFilter } from './correction-filters';

const chip =
  'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm transition-colors aria-pressed:border-indigo-500 aria-pressed:bg-indigo-50 aria-pressed:text-indigo-800 dark:aria-pressed:border-indigo-400 dark:aria-pressed:bg-indigo-950 dark:aria-pressed:text-indigo-100';
const idle =
  'border-slate-300 text-slate-700 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800';

/** Spelling, Vocabulary, Grammar (each accepted/total) and View All. */
export function CorrectionFilterChips({
  counts,
  filter,
  onChange,
}: {
  counts: Record<CorrectionCategory, AcceptedOfTotal>;
  filter: CorrectionFilter;
  onChange: (filter: CorrectionFilter) => void;
}) {
  const { t } = useT();
  return (
    <div role="group" aria-label={t('analysis.filter.label')} className="flex flex-wrap gap-2">
      {FILTER_CHIPS.map((category) => (
        <button
          key={category}
          type="button"
          aria-pressed={filter === category}
          onClick={() => onChange(filter === category ? 'all' : category)}
          className={cn(chip, idle)}
        >
          {categoryLabel(category)}
          <span className="text-xs tabular-nums opacity-80">
            {counts[category].accepted}/{counts[category].total}
          </span>
        </button>
      ))}
      <button
        type="button"
        aria-pressed={filter === 'all'}
        onClick={() => onChange('all')}
        className={cn(chip, idle)}
      >
        {t('analysis.filter.all')}
      </button>
    </div>
  );
}
