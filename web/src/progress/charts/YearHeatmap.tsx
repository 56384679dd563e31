import { useT } from '../../i18n/use-t';
import { firstDayOfWeek } from '../../i18n/week-start';
import { heatmapWeeks } from './heatmap';

/** Cell colours per level: Okabe–Ito bluish green in four strengths; 0 is an empty day. */
const LEVEL_CLASS = [
  'bg-slate-100 dark:bg-slate-800',
  'bg-[#009e73]/25',
  'bg-[#009e73]/50',
  'bg-[#009e73]/75',
  'bg-[#009e73]',
] as const;

/**
 * A year of writing days as a grid of small squares (CSS grid, no chart library): a column per week,
 * the interface language's first weekday at the top (Sunday in English, Monday in Spanish). Hidden from screen readers: the "Writing days in the last year" table holds the days.
 */
export function YearHeatmap({ today, days }: { today: string; days: { day: string; words: number }[] }) {
  const { t, intl, locale } = useT();
  const weeks = heatmapWeeks(today, days, firstDayOfWeek(locale));
  const dayName = (key: string) =>
    intl.formatDate(new Date(`${key}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <div aria-hidden="true" className="max-w-3xl">
      {/* 53 columns sharing the width: no scroll box on a phone. */}
      <div
        className="grid w-full auto-cols-fr grid-flow-col grid-rows-7 gap-[2px]"
        data-testid="year-heatmap"
      >
        {weeks.flat().map((c) => (
          <div
            key={c.day}
            title={c.future ? undefined : t('progress.heatmapDay', { day: dayName(c.day), n: c.words })}
            className={`aspect-square rounded-[2px] ${c.future ? 'bg-transparent' : LEVEL_CLASS[c.level]}`}
          />
        ))}
      </div>
    </div>
  );
}
