import { describe, expect, it } from 'vitest';
import { ImportError } from './bundle.js';
import { parseJsonExport } from './parse-json.js';
import { exportedEntry } from './test-entry.js';

const entry = (i: number, day: string) =>
  exportedEntry({ ref: `e${i}`, day, content: `Day ${i}.`, target_language: 'es', word_count: 2 });

/** A document laid out as exportJson writes it: the header on line 1, then one record per line. */
function exported(entries: unknown[], concepts: unknown[] = []): string {
  const records = (list: unknown[]) => list.map((r, i) => `${i ? ',' : ''}\n${JSON.stringify(r)}`).join('');
  return (
    `{"format":"inkwell-export","version":1,"exported_at":"2026-11-25T00:00:00.000Z","profile":null,` +
    `"entries":[${records(entries)}],"concepts":[${records(concepts)}],"sessions":[]}\n`
  );
}

function messageOf(text: string): string {
  try {
    parseJsonExport(text, 'mine.json');
  } catch (e) {
    if (e instanceof ImportError) return e.message;
    throw e;
  }
  throw new Error('expected an ImportError');
}

const days = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString().slice(0, 10),
  );

describe('parseJsonExport names the line of the record at fault', () => {
  it('keeps each entry’s line as its source', () => {
    const bundle = parseJsonExport(exported(days(3).map((d, i) => entry(i, d))), 'mine.json');
    expect(bundle.entries.map((e) => e.source)).toEqual([
      { file: 'mine.json', line: 2 },
      { file: 'mine.json', line: 3 },
      { file: 'mine.json', line: 4 },
    ]);
  });

  it('a day out of range, a second entry for a day, a bad field: each on its record’s line', () => {
    const list = days(5).map((d, i) => entry(i, d));
    expect(messageOf(exported(list.map((e, i) => (i === 3 ? { ...e, day: '1850-01-01' } : e))))).toBe(
      'mine.json, line 5: the day 1850-01-01 is out of range (1900-01-01 to 2100-12-31)',
    );
    expect(messageOf(exported(list.map((e, i) => (i === 4 ? { ...e, day: list[1]!.day } : e))))).toBe(
      `mine.json, line 6: a second entry for ${list[1]!.day}`,
    );
    expect(messageOf(exported(list.map((e, i) => (i === 2 ? { ...e, content: 5 } : e))))).toMatch(
      /^mine\.json, line 4: entries\.2\.content \(the entry of 2020-01-03\): must be text/,
    );
    // The concepts section starts after the last entry's line.
    expect(messageOf(exported(list, [{ ref: 'c0' }, { ref: 'c1' }]))).toMatch(
      /^mine\.json, line 7: concepts\.0\./,
    );
  });

  it('a document on one line has no record lines to name, only the file', () => {
    const one = exported(days(2).map((d, i) => entry(i, d === days(2)[1] ? days(2)[0]! : d))).replace(
      /\n/g,
      '',
    );
    expect(messageOf(one)).toBe(`mine.json: a second entry for ${days(2)[0]}`);
  });

  it('reads a 4,000-entry export in seconds, not minutes (line lookups are not repeated scans)', () => {
    const text = exported(
      days(4000)
        .map((d, i) => entry(i, d))
        .map((e) => ({ ...e, content: 'palabra '.repeat(400) })),
    );
    const started = performance.now();
    const bundle = parseJsonExport(text, 'mine.json');
    expect(bundle.entries.at(-1)!.source.line).toBe(4001);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
