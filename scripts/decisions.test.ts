import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The decision records (docs/decisions, issue 23): each one a page or so with its Status and Date
 * lines under the title and its Context, Decision and Consequences, and every one in the index — so a
 * record cannot be written and forgotten, nor grow into a review changelog unnoticed.
 */
const dir = join(import.meta.dirname, '..', 'docs', 'decisions');
const RECORD = /^(\d{3})-[a-z0-9-]+\.md$/;
/** About a page: a longer record moves its review narrative out (a short "History" line at most). */
const MAX_LINES = 90;

const records = readdirSync(dir)
  .filter((f) => f !== 'README.md' && f.endsWith('.md'))
  .sort();
const index = readFileSync(join(dir, 'README.md'), 'utf8');
const indexed = [...index.matchAll(/^\| \[(\d{3})\]\(([^)]+)\) \|/gm)].map(([, n, file]) => ({
  n: n!,
  file: file!,
}));

describe('docs/decisions', () => {
  it('names every record NNN-slug.md, one record per number', () => {
    expect(records.filter((f) => !RECORD.test(f))).toEqual([]);
    const numbers = records.map((f) => f.slice(0, 3));
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
  });

  it('lists every record in the index, and only records that exist, each under its own number', () => {
    const listed = new Set(indexed.map((r) => r.file));
    expect(records.filter((f) => !listed.has(f))).toEqual([]);
    expect(indexed.filter((r) => !records.includes(r.file) || !r.file.startsWith(r.n))).toEqual([]);
  });

  it.each(records)('%s has a Status and a Date under its title, and its three parts', (file) => {
    const text = readFileSync(join(dir, file), 'utf8');
    const head = text.split('\n').slice(0, 6).join('\n');
    expect(head, 'a "Status: …" line under the title').toMatch(/^Status: \S/m);
    expect(head, 'a "Date: YYYY-MM-DD" line under the title').toMatch(/^Date: \d{4}-\d{2}-\d{2}/m);
    for (const part of ['Context', 'Decision', 'Consequences']) {
      expect(text, `a "## ${part}" section`).toMatch(new RegExp(`^## ${part}`, 'm'));
    }
    expect(text.split('\n').length, `about a page (at most ${MAX_LINES} lines)`).toBeLessThanOrEqual(
      MAX_LINES,
    );
  });
});
