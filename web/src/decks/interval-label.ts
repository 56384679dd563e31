const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Unit = 'minute' | 'hour' | 'day' | 'month' | 'year';

const formats = new Map<string, Intl.NumberFormat>();

/** One decimal at most (1.5 months, 2 years), in the locale's own unit symbols and decimal mark. */
function format(locale: string, unit: Unit, value: number, display: 'narrow' | 'short'): string {
  const id = `${locale}|${unit}|${display}`;
  let f = formats.get(id);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      style: 'unit',
      unit,
      unitDisplay: display,
      maximumFractionDigits: 1,
    });
    formats.set(id, f);
  }
  return f.format(value);
}

/**
 * Months in the narrow style, unless that reads the same as minutes (English writes both '1.5m'):
 * then the short style ('1.5 mths'), so a button never says a month where it means a minute.
 */
function months(locale: string, value: number): string {
  const narrow = format(locale, 'month', value, 'narrow');
  return narrow === format(locale, 'minute', value, 'narrow')
    ? format(locale, 'month', value, 'short')
    : narrow;
}

/**
 * The short interval shown on a rating button, as Anki writes it ('<1m', '10m', '3h', '4d', '2y' in
 * English), through Intl in the interface language ('10min', '4j', '4 T', '4gg'). Days are rounded, so
 * a 23.6 h interval reads '1d' once it reaches a day-scale.
 */
export function intervalLabel(ms: number, locale = 'en'): string {
  if (ms < MINUTE) return `<${format(locale, 'minute', 1, 'narrow')}`;
  if (ms < HOUR) return format(locale, 'minute', Math.round(ms / MINUTE), 'narrow');
  if (ms < DAY) return format(locale, 'hour', Math.round(ms / HOUR), 'narrow');
  const days = ms / DAY;
  if (days < 30) return format(locale, 'day', Math.round(days), 'narrow');
  if (days < 365) return months(locale, days / 30);
  return format(locale, 'year', days / 365, 'narrow');
}
