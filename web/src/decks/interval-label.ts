const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Unit = 'minute' | 'hour' | 'day' | 'month' | 'year';

const formats = new Map<string, Intl.NumberFormat>();

/** One decimal at most (1.5 months, 2 years), in the locale's own unit symbols and decimal mark. */
function format(locale: string, unit: Unit, value: number, display: 'narrow' | 'short' | 'long'): string {
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

/** The letters of a formatted unit ('1,5 m.' → 'm'): one letter alone may be minutes or metres. */
const unitLetters = (formatted: string) => formatted.replace(/[^\p{L}]/gu, '');

/**
 * Months in the narrow style, unless that is one letter or reads the same as minutes (English writes
 * both '1.5m', Spanish '1,5m' for months beside '10min'): then the short style ('1.5 mths', '1,5 Mon.'),
 * or the long one where the short is one letter too ('1,5 meses', '1,5 mois'), so a button never says
 * a month where a learner reads a minute.
 */
function months(locale: string, value: number): string {
  const minute = format(locale, 'minute', value, 'narrow');
  const clear = (label: string) => label !== minute && unitLetters(label).length > 1;
  const narrow = format(locale, 'month', value, 'narrow');
  if (clear(narrow)) return narrow;
  const short = format(locale, 'month', value, 'short');
  return clear(short) ? short : format(locale, 'month', value, 'long');
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
