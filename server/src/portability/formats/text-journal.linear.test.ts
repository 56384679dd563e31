import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ImportError } from '../bundle.js';
import { findDate } from './dates.js';
import { headingText, MAX_HEADING_LINE_CHARS, parseJournalFile } from './text-journal.js';

// Issue 21, item 1: `# a`, 3,000 spaces and `b` froze the server for seconds (the heading regexes
// backtracked cubically). These tests compare hostile files with ordinary ones of the same size,
// parsed in the same run: a generous ratio, not a tight timer.

/** What headingText did before (its regexes), to show the linear scan reads every heading the same. */
function regexHeadingText(line: string): string | null {
  const h = line.match(/^#{1,6}\s+(.*?)\s*#*\s*$/);
  if (h) return h[1]!;
  const t = line
    .trim()
    .replace(/[:*_]+$/, '')
    .replace(/^[*_]+/, '');
  return t.length > 0 && t.length <= 40 && findDate(t) && t.split(/\s+/).length <= 6 ? t : null;
}

const PIECES = [
  '#',
  '##',
  ' ',
  '\t',
  ':',
  '*',
  '_',
  'a',
  'b',
  '-',
  '.',
  '25',
  '2026',
  'November',
  '2026-11-25',
];
const shortLine = fc.array(fc.constantFrom(...PIECES), { maxLength: 14 }).map((p) => p.join(''));

/** Runs of the characters the old regexes were ambiguous on, between heading marks and letters. */
const hostileLine = fc
  .tuple(
    fc.constantFrom('#', '######', '# a', '', '*', '_'),
    fc.constantFrom(' ', '\t', '#', ':', '*', '_', ' #', ': ', '*_', '\u00a0'),
    fc.integer({ min: 1_000, max: 3_000 }),
    fc.constantFrom('b', 'x#', '.', '2026-11-25 x', ''),
  )
  .map(([head, run, n, tail]) => head + run.repeat(Math.ceil(n / run.length)) + tail);

const bytes = (s: string) => Buffer.from(s, 'utf8');

/** Parses, accepting the ImportError an undated file gets: only the time matters here. */
function parse(text: string): void {
  try {
    parseJournalFile('journal.md', bytes(text));
  } catch (e) {
    if (!(e instanceof ImportError)) throw e;
  }
}

function millis(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

describe('journal file headings: linear scans (issue 21)', () => {
  it('reads every short line as the regular expressions did', () => {
    fc.assert(
      fc.property(shortLine, (line) => {
        expect(headingText(line)).toBe(regexHeadingText(line));
      }),
      { numRuns: 2_000 },
    );
  });

  it('still reads headings with closing hashes, weekday lines and emphasis', () => {
    expect(headingText('## 25 November 2026 ##  ')).toBe('25 November 2026');
    expect(headingText('#\t2026-11-25')).toBe('2026-11-25');
    expect(headingText('**Tuesday 25.11.2026:**')).toBe('Tuesday 25.11.2026');
    expect(headingText('####### 2026-11-25 was a long and very tiring day')).toBe(null);
  });

  it('does not look at a line longer than a heading could be', () => {
    const long = `# 2026-11-25 ${'x'.repeat(MAX_HEADING_LINE_CHARS)}`;
    expect(headingText(long)).toBe(null);
    expect(headingText(long.slice(0, MAX_HEADING_LINE_CHARS))).toBe(long.slice(2, MAX_HEADING_LINE_CHARS));
  });

  it('parses hostile headings about as fast as prose of the same size', () => {
    fc.assert(
      fc.property(fc.array(hostileLine, { minLength: 1, maxLength: 4 }), (lines) => {
        const hostile = lines.join('\n');
        const prose = 'Hoy fui al mercado con mi hermana. '.repeat(Math.ceil(hostile.length / 35));
        // The best of three of each: a garbage collection in one run says nothing about the parser.
        const base = Math.min(...[0, 1, 2].map(() => millis(() => parse(`# 2026-11-25\n${prose}`))));
        const took = Math.min(...[0, 1, 2].map(() => millis(() => parse(hostile))));
        // Before: 3,000 spaces alone took 2.5–7 s; prose of that size takes well under a millisecond.
        expect(took).toBeLessThan(20 * base + 50);
      }),
      { numRuns: 40 },
    );
  });

  it('a 10,000-space heading is refused as a heading at once', () => {
    const text = `# a${' '.repeat(10_000)}b\n# 2026-11-25\nHoy.\n`;
    const entries = parseJournalFile('journal.md', bytes(text));
    expect(entries.map((e) => [e.day, e.text])).toEqual([['2026-11-25', 'Hoy.']]);
  });
});
