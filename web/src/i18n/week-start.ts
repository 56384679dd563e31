/**
 * The first day of the week of a locale, as ISO weekday numbers (1 = Monday … 7 = Sunday), for weekday
 * pickers. Intl.Locale knows it (getWeekInfo() in current engines, the weekInfo getter in older V8);
 * where neither exists the small table of the interface languages answers. The Home calendar does not
 * use it: the spec fixes that grid to start on Sunday.
 */
type WeekInfo = { firstDay: number };
type LocaleWithWeek = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

/** CLDR's first day for the interface languages' main regions (Portuguese: Brazil, as our catalog). */
const FIRST_DAY_FALLBACK: Record<string, number> = { en: 7, pt: 7, es: 1, fr: 1, de: 1, it: 1 };

export function firstDayOfWeek(locale: string): number {
  try {
    const tag = new Intl.Locale(locale) as LocaleWithWeek;
    const info = tag.getWeekInfo?.() ?? tag.weekInfo;
    if (info && info.firstDay >= 1 && info.firstDay <= 7) return info.firstDay;
  } catch {
    // An engine without Intl.Locale or an odd tag: the table below.
  }
  return FIRST_DAY_FALLBACK[locale.toLowerCase().split('-')[0]!] ?? 1;
}

/** The seven ISO weekdays in the locale's order, e.g. [7, 1, 2, 3, 4, 5, 6] for English. */
export function weekdayOrder(locale: string): number[] {
  const first = firstDayOfWeek(locale);
  return Array.from({ length: 7 }, (_, i) => ((first - 1 + i) % 7) + 1);
}

// 2024-01-01 was a Monday: ISO weekday d falls on January d.
const isoDay = (d: number) => new Date(2024, 0, d);

/** The name of ISO weekday `day` in `locale` ('Mon', 'lun', 'Mo'… in the short style). */
export function weekdayName(day: number, locale: string, style: 'short' | 'long' = 'short'): string {
  return new Intl.DateTimeFormat(locale, { weekday: style }).format(isoDay(day));
}
