/**
 * Dates as learners write them in journal file names and headings (decision 162):
 * ISO `2026-11-25`, `25 November 2026`, `November 25, 2026` (English, Spanish, French, German month names),
 * `25.11.2026` (dots are always day.month.year, the convention of every locale that writes them).
 * Slashes are refused when both numbers could be a month (`03/04/2026`): we never guess d/m order.
 */

const MONTHS: Record<string, number> = {};
const NAMES = [
  // en, es, fr, de: one line per month, abbreviations included
  'january jan enero ene janvier janv januar jän',
  'february feb febrero février fevrier févr fevr februar',
  'march mar marzo mars märz maerz',
  'april apr abril avril',
  'may mayo mai',
  'june jun junio juin juni',
  'july jul julio juillet juil juli',
  'august aug agosto ago août aout',
  'september sep sept septiembre septembre',
  'october oct octubre octobre oktober okt',
  'november nov noviembre novembre',
  'december dec diciembre dic décembre decembre déc dezember dez',
];
NAMES.forEach((line, i) => line.split(' ').forEach((name) => (MONTHS[name] = i + 1)));

/** A date found in a line: the ISO day, or an error text when the line holds an unusable date. */
export type DateFind = { day: string } | { error: string } | null;

const MONTH = '([A-Za-zÀ-ÿ]{3,10})\\.?';
const PATTERNS: [RegExp, (m: RegExpMatchArray) => DateFind][] = [
  [/(?<!\d)(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)/, (m) => ymd(+m[1]!, +m[2]!, +m[3]!)],
  [/(?<![\d.])(\d{1,2})\.(\d{1,2})\.(\d{4})(?!\d)/, (m) => ymd(+m[3]!, +m[2]!, +m[1]!)],
  [
    new RegExp(
      `(?<!\\d)(\\d{1,2})(?:st|nd|rd|th|er|º)?\\.?\\s+(?:de\\s+)?${MONTH},?\\s+(?:de\\s+)?(\\d{4})(?!\\d)`,
      'i',
    ),
    (m) => named(+m[3]!, m[2]!, +m[1]!),
  ],
  [
    new RegExp(`${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})(?!\\d)`, 'i'),
    (m) => named(+m[3]!, m[1]!, +m[2]!),
  ],
  [/(?<!\d)(\d{1,2})\/(\d{1,2})\/(\d{4})(?!\d)/, (m) => slashed(+m[1]!, +m[2]!, +m[3]!)],
];

/** `20261125` as journal apps name their files; only looked for in file names (too loose in prose). */
const COMPACT: [RegExp, (m: RegExpMatchArray) => DateFind] = [
  /(?<!\d)(\d{4})(\d{2})(\d{2})(?!\d)/,
  (m) => ymd(+m[1]!, +m[2]!, +m[3]!),
];

/**
 * Longest text looked at: headings and file names are far shorter. Each pattern costs at most a few
 * steps per character (no overlapping quantifiers), and this bounds even that (issue 21).
 */
export const MAX_DATE_TEXT_CHARS = 1_000;

/** The first date in `text`, or null when there is none (or the text is too long to be a heading). */
export function findDate(text: string, opts: { fileName?: boolean } = {}): DateFind {
  if (text.length > MAX_DATE_TEXT_CHARS) return null;
  let best: { at: number; found: DateFind } | null = null;
  for (const [re, make] of opts.fileName ? [...PATTERNS, COMPACT] : PATTERNS) {
    const m = text.match(re);
    if (!m || m.index === undefined) continue;
    const found = make(m);
    if (found && (!best || m.index < best.at)) best = { at: m.index, found };
  }
  return best?.found ?? null;
}

function named(y: number, monthName: string, d: number): DateFind {
  const month = MONTHS[monthName.toLowerCase()];
  return month ? ymd(y, month, d) : null;
}

function slashed(a: number, b: number, y: number): DateFind {
  if (a <= 12 && b <= 12 && a !== b) {
    return { error: `the date ${a}/${b}/${y} could be day/month or month/day; write it as ${y}-MM-DD` };
  }
  // One of them is above 12, so it must be the day.
  return a > 12 ? ymd(y, b, a) : ymd(y, a, b);
}

/** A real calendar day as 'YYYY-MM-DD', or an error naming the impossible date. */
export function ymd(y: number, m: number, d: number): DateFind {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1000 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    return { error: `${y}-${pad(m)}-${pad(d)} is not a date` };
  }
  return { day: `${y}-${pad(m)}-${pad(d)}` };
}

const pad = (n: number) => String(n).padStart(2, '0');
