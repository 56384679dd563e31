import { describe, expect, it } from 'vitest';
import { ImportError } from '../bundle.js';
import { renderFrontMatter } from './front-matter.js';
import { parseJournalFile } from './text-journal.js';

const bytes = (s: string) => Buffer.from(s, 'utf8');
const parse = (file: string, text: string) => parseJournalFile(file, bytes(text));

function errorOf(fn: () => unknown): ImportError {
  try {
    fn();
  } catch (e) {
    if (e instanceof ImportError) return e;
    throw e;
  }
  throw new Error('expected an ImportError');
}

describe('parseJournalFile', () => {
  it('takes the day from the file name when there are no dated headings', () => {
    const [e] = parse('journal/2026-11-25.md', '# Hoy\n\nFui al mercado.\n');
    expect(e).toMatchObject({ day: '2026-11-25', text: '# Hoy\n\nFui al mercado.', language: null });
    expect(e!.source).toEqual({ file: 'journal/2026-11-25.md', line: 1 });
  });

  it('splits one file at dated headings, keeping a title above them', () => {
    const text = '# My Spanish journal\n\n## 24 November 2026\nAyer.\n\n## November 25, 2026\nHoy.\n';
    const entries = parse('journal.md', text);
    expect(entries.map((e) => [e.day, e.text, e.source.line])).toEqual([
      ['2026-11-24', 'Ayer.', 3],
      ['2026-11-25', 'Hoy.', 6],
    ]);
  });

  it('reads plain-text journals whose date lines stand alone', () => {
    const entries = parse('diary.txt', '25.11.2026\nIch ging.\n\n26.11.2026:\nIch kam.\r\n');
    expect(entries.map((e) => [e.day, e.text])).toEqual([
      ['2026-11-25', 'Ich ging.'],
      ['2026-11-26', 'Ich kam.'],
    ]);
  });

  it('a date inside prose is not a heading', () => {
    const [e] = parse('2026-11-25.txt', 'I booked a flight for 3 December 2026 to see my family again.');
    expect(e!.day).toBe('2026-11-25');
  });

  it('reads our own export back (front matter) with language and time zone', () => {
    const md = renderFrontMatter({
      date: '2026-11-25',
      language: 'es',
      level: 'B1',
      timeZone: 'Europe/Madrid',
    });
    const [e] = parse('journal/2026-11-25.md', `${md}\nFui al mercado.\n---\nNot front matter.\n`);
    expect(e).toMatchObject({
      day: '2026-11-25',
      language: 'es',
      timeZone: 'Europe/Madrid',
      text: 'Fui al mercado.\n---\nNot front matter.',
    });
  });

  it('keeps a UTF-8 BOM out of the text', () => {
    expect(parse('2026-11-25.txt', '\uFEFFHola')[0]!.text).toBe('Hola');
  });

  it('names the file and line of bad input', () => {
    expect(errorOf(() => parse('notes.md', 'Just text')).message).toBe(
      'notes.md: no date in the file name or in a heading (e.g. "# 2026-11-25")',
    );
    expect(errorOf(() => parse('j.md', '# Title\nstray prose\n# 2026-11-25\nx')).message).toBe(
      'j.md, line 2: text before the first dated heading belongs to no day',
    );
    expect(errorOf(() => parse('j.md', '# 2026-11-25\na\n# 25 November 2026\nb')).message).toBe(
      'j.md, line 3: a second heading for 2026-11-25 (the first is on line 1)',
    );
    expect(errorOf(() => parse('j.md', '# 03/04/2026\nx')).line).toBe(1);
    expect(errorOf(() => parse('j.md', '# 2026-02-30\nx')).message).toContain('2026-02-30 is not a date');
    expect(errorOf(() => parse('1850-01-01.md', 'x')).message).toContain('outside 1900-01-01');
    expect(errorOf(() => parse('j.md', '---\ndate: 2026-13-01\n---\nx')).line).toBe(2);
    expect(errorOf(() => parse('j.md', '---\ndate: 2026-11-25\nx')).message).toContain('never ends');
    expect(errorOf(() => parse('j.md', '---\ndate: 2026-11-25\ntime_zone: Mars/Base\n---\nx')).line).toBe(3);
  });

  it('names the first line that is not UTF-8 (Latin-1 é)', () => {
    const latin1 = Buffer.concat([bytes('# 2026-11-25\nline two\ncaf'), Buffer.from([0xe9]), bytes('\nend')]);
    const e = errorOf(() => parseJournalFile('old.txt', latin1));
    expect(e.message).toBe('old.txt, line 3: is not UTF-8 text (save it as UTF-8 and try again)');
  });
});
