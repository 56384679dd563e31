import { IMPORT_LIMITS, ImportError, type BundleEntry } from '../bundle.js';
import { findDate } from './dates.js';
import { parseFrontMatter } from './front-matter.js';

/**
 * One plain-text or Markdown journal file → entries (decision 162). In order of precedence:
 * 1. front matter with `date:` (our own Markdown export): one entry;
 * 2. dated headings (`# 25 November 2026`, or a line that is only a date): one entry per heading;
 * 3. a date in the file name: the whole file is that day.
 */
export function parseJournalFile(file: string, bytes: Uint8Array): BundleEntry[] {
  const lines = decodeUtf8(file, bytes).split(/\r\n|\r|\n/);
  const front = parseFrontMatter(file, lines);
  if (front) {
    const day = front.meta.date ?? dateOfName(file);
    if (!day) throw new ImportError('the front matter has no "date:" and the file name no date', file, 1);
    const text = trimBlankLines(front.body);
    return text
      ? [entry(file, front.bodyLine, day, text, front.meta.language ?? null, front.meta.timeZone)]
      : [];
  }
  const sections = datedSections(file, lines);
  if (sections.length === 0) {
    const day = dateOfName(file);
    if (!day) throw new ImportError('no date in the file name or in a heading (e.g. "# 2026-11-25")', file);
    const text = trimBlankLines(lines.join('\n'));
    return text ? [entry(file, 1, day, text, null)] : [];
  }
  const seen = new Map<string, number>();
  const out: BundleEntry[] = [];
  for (const s of sections) {
    const first = seen.get(s.day);
    if (first !== undefined)
      throw new ImportError(`a second heading for ${s.day} (the first is on line ${first})`, file, s.line);
    seen.set(s.day, s.line);
    const text = trimBlankLines(s.lines.join('\n'));
    if (text) out.push(entry(file, s.line, s.day, text, null));
  }
  return out;
}

interface Section {
  day: string;
  line: number;
  lines: string[];
}

/** Splits at dated headings; prose before the first one is an error (it would belong to no day). */
function datedSections(file: string, lines: string[]): Section[] {
  const sections: Section[] = [];
  let preamble: number | null = null;
  lines.forEach((raw, i) => {
    const heading = headingText(raw);
    const found = heading === null ? null : findDate(heading);
    if (found && 'error' in found) throw new ImportError(found.error, file, i + 1);
    if (found) {
      sections.push({ day: inRange(file, i + 1, found.day), line: i + 1, lines: [] });
      return;
    }
    const current = sections.at(-1);
    if (current) current.lines.push(raw);
    // A title heading (`# My journal`) above the first date is fine; prose is not.
    else if (raw.trim() && !/^#{1,6}\s/.test(raw) && preamble === null) preamble = i + 1;
  });
  if (sections.length && preamble !== null) {
    throw new ImportError('text before the first dated heading belongs to no day', file, preamble);
  }
  return sections;
}

/** A longer line is prose, never a heading: nothing is matched against it (issue 21, decision 200). */
export const MAX_HEADING_LINE_CHARS = 500;
/** A plain-text line that is only a date holds at most a weekday or two other words beside it. */
const MAX_DATE_LINE_CHARS = 40;

/**
 * A Markdown heading's text, or a whole line that is just a date (plain-text journals); else null.
 * Linear scans, no regular expression with overlapping quantifiers: `# a`, 3,000 spaces and `b` once
 * took seconds to backtrack through.
 */
export function headingText(line: string): string | null {
  if (line.length > MAX_HEADING_LINE_CHARS) return null;
  const heading = markdownHeading(line);
  if (heading !== null) return heading;
  const t = stripLeading(stripTrailing(line.trim(), ':*_'), '*_');
  // At most a weekday or two other words beside the date: longer lines are prose that mentions a date.
  return t.length > 0 && t.length <= MAX_DATE_LINE_CHARS && findDate(t) && t.split(/\s+/).length <= 6
    ? t
    : null;
}

/** `## text ##` → `text`: 1–6 hashes, whitespace, the text without its closing hashes and spaces. */
function markdownHeading(line: string): string | null {
  let hashes = 0;
  while (hashes < line.length && line[hashes] === '#') hashes++;
  if (hashes < 1 || hashes > 6 || !isSpace(line[hashes])) return null;
  return stripTrailing(line.slice(hashes).trim(), '#').trimEnd();
}

function stripTrailing(s: string, chars: string): string {
  let end = s.length;
  while (end > 0 && chars.includes(s[end - 1]!)) end--;
  return s.slice(0, end);
}

function stripLeading(s: string, chars: string): string {
  let start = 0;
  while (start < s.length && chars.includes(s[start]!)) start++;
  return s.slice(start);
}

/** JavaScript's `\s` (what trim() removes), one character at a time. */
const isSpace = (ch: string | undefined) => ch !== undefined && ch !== '' && ch.trim() === '';

function dateOfName(file: string): string | null {
  const base = file.split('/').pop()!;
  const found = findDate(base, { fileName: true });
  if (found && 'error' in found) throw new ImportError(`file name: ${found.error}`, file);
  return found ? inRange(file, undefined, found.day) : null;
}

function inRange(file: string, line: number | undefined, day: string): string {
  if (day < IMPORT_LIMITS.minDay || day > IMPORT_LIMITS.maxDay) {
    throw new ImportError(`${day} is outside ${IMPORT_LIMITS.minDay} … ${IMPORT_LIMITS.maxDay}`, file, line);
  }
  return day;
}

function entry(
  file: string,
  line: number,
  day: string,
  text: string,
  language: string | null,
  timeZone = 'UTC',
) {
  return { day: inRange(file, line, day), timeZone, language, text, source: { file, line } };
}

/** Drops the blank lines at the start (keeping the first line's indent) and trailing whitespace. */
function trimBlankLines(text: string): string {
  let cut = 0;
  for (let i = 0; i < text.length && isSpace(text[i]); i++) if (text[i] === '\n') cut = i + 1;
  return text.slice(cut).trimEnd();
}

const strict = new TextDecoder('utf-8', { fatal: true });

/** UTF-8 (a BOM is dropped); anything else names the first line that is not valid UTF-8. */
export function decodeUtf8(file: string, bytes: Uint8Array): string {
  try {
    return strict.decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    let line = 1;
    let start = 0;
    for (let i = 0; i <= bytes.length; i++) {
      if (i === bytes.length || bytes[i] === 0x0a) {
        try {
          strict.decode(bytes.subarray(start, i));
        } catch {
          break;
        }
        line++;
        start = i + 1;
      }
    }
    throw new ImportError('is not UTF-8 text (save it as UTF-8 and try again)', file, line);
  }
}
