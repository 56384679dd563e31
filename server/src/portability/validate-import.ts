import { isLanguageCode, isTimeZone, journalContent, type ExportDocument } from '@inkwell/contract';
import { ImportError, type ImportBundle } from './bundle.js';

/**
 * What an import must hold to before anything is written (issue 21, decision 208): the API's rules for
 * every entry of every format, and for a JSON export everything the database would refuse at commit
 * (unique keys, NUL characters, nesting), found at preview with a message naming the record.
 */

/** Deeper nesting than any export writes (a lesson is about ten levels deep). */
export const MAX_JSON_DEPTH = 64;

/** The record a path inside the document belongs to, as a person finds it: "sessions.3". */
export type LineOf = (section: string, index: number) => number | undefined;

/**
 * A parsed JSON value's first string (or key) holding a NUL character, which PostgreSQL's text cannot
 * store, or first nesting deeper than MAX_JSON_DEPTH. The walk stops at that depth, so its recursion is
 * bounded whatever the file's depth; the path is built only for what is reported.
 */
export function rawJsonProblem(value: unknown): { path: (string | number)[]; problem: string } | null {
  const path: (string | number)[] = [];
  const walk = (v: unknown, depth: number): string | null => {
    if (typeof v === 'string') return v.includes('\0') ? 'holds a NUL character' : null;
    if (v === null || typeof v !== 'object') return null;
    if (depth >= MAX_JSON_DEPTH) return `is nested deeper than ${MAX_JSON_DEPTH} levels`;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const found = walk(v[i], depth + 1);
        if (found) {
          path.unshift(i);
          return found;
        }
      }
      return null;
    }
    for (const k in v) {
      if (k.includes('\0')) return 'has a key holding a NUL character';
      const found = walk((v as Record<string, unknown>)[k], depth + 1);
      if (found) {
        path.unshift(k);
        return found;
      }
    }
    return null;
  };
  const problem = walk(value, 0);
  return problem ? { path, problem } : null;
}

/** The path of a record, with what names it for a person where there is such a thing. */
export function recordName(doc: unknown, path: readonly PropertyKey[]): string {
  const at = path.map(String).join('.');
  const [section, index] = path;
  // The path is "entries.3.content"; the day or title says which record that is.
  if (section === 'entries' && typeof index === 'number') {
    const day = (doc as { entries?: { day?: unknown }[] } | null)?.entries?.[index]?.day;
    if (typeof day === 'string') return `${at} (the entry of ${day.slice(0, 10)})`;
  }
  if (section === 'sessions' && typeof index === 'number') {
    const title = (doc as { sessions?: { title?: unknown }[] } | null)?.sessions?.[index]?.title;
    if (typeof title === 'string') return `${at} (session “${title.slice(0, 80)}”)`;
  }
  return at;
}

function firstRepeat<T>(items: readonly T[], key: (item: T) => string): number {
  const seen = new Set<string>();
  for (let i = 0; i < items.length; i++) {
    const k = key(items[i]!);
    if (seen.has(k)) return i;
    seen.add(k);
  }
  return -1;
}

/** The unique keys of the tables an export's records go into, checked inside the file. */
export function checkDocumentRules(doc: ExportDocument, file: string, lineOf: LineOf): void {
  const fail = (section: string, index: number, rest: string, problem: string) => {
    throw new ImportError(
      `${recordName(doc, [section, index])}${rest}: ${problem}`,
      file,
      lineOf(section, index),
    );
  };
  // A ref links records inside the file: two records with one ref would give one entry two assessments.
  for (const section of ['entries', 'concepts', 'sessions'] as const) {
    const list: { ref: string }[] = doc[section];
    const twice = firstRepeat(list, (r) => r.ref);
    if (twice >= 0) fail(section, twice, '', `a second record with the ref ${list[twice]!.ref}`);
  }
  doc.entries.forEach((e, i) => {
    const twice = firstRepeat(e.correction_states, (c) => c.correction_id);
    if (twice >= 0)
      fail(
        'entries',
        i,
        `.correction_states.${twice}`,
        `a second state for correction ${e.correction_states[twice]!.correction_id}`,
      );
  });
  doc.concepts.forEach((c, i) => {
    const twice = firstRepeat(c.cards, (card) => card.card_type);
    if (twice >= 0)
      fail('concepts', i, `.cards.${twice}`, `a second ${c.cards[twice]!.card_type} card of this concept`);
  });
  const sessionOfEntry = new Map<string, number>();
  doc.sessions.forEach((s, i) => {
    if (s.journal_entry_id !== null) {
      const first = sessionOfEntry.get(s.journal_entry_id);
      if (first !== undefined)
        fail(
          'sessions',
          i,
          '',
          `a second session for entry ${s.journal_entry_id} (sessions.${first} is its session)`,
        );
      sessionOfEntry.set(s.journal_entry_id, i);
    }
    const modules = new Set(s.modules.map((m) => m.ref));
    if (modules.size < s.modules.length) fail('sessions', i, '.modules', 'two modules with one ref');
    s.answers.forEach((a, k) => {
      if (!modules.has(a.module_id))
        fail('sessions', i, `.answers.${k}`, `module_id ${a.module_id} names no module of this session`);
    });
    const twice = firstRepeat(s.answers, (a) => `${a.module_id}\0${a.phase}\0${a.idx}`);
    if (twice >= 0) fail('sessions', i, `.answers.${twice}`, 'a second answer to the same question');
  });
}

/**
 * Every entry of every format as the API would take it: text within JOURNAL_CONTENT_MAX_CHARS, not
 * blank, no NUL; a real time zone; a known language. Throws ImportError naming the file and line.
 */
export function checkBundleEntries(b: ImportBundle): void {
  for (const e of b.entries) {
    const fail = (problem: string) =>
      new ImportError(`the entry of ${e.day}: ${problem}`, e.source.file, e.source.line);
    const content = journalContent.safeParse(e.text);
    if (!content.success) throw fail(`text ${content.error.issues[0]!.message}`);
    // Stored as the API stores it (a lone surrogate becomes U+FFFD).
    e.text = content.data;
    if (e.text.includes('\0')) throw fail('text holds a NUL character');
    if (!isTimeZone(e.timeZone)) throw fail(`“${e.timeZone.slice(0, 64)}” is not an IANA time zone`);
    if (e.language !== null && !isLanguageCode(e.language)) {
      // A region form (pt-BR) is its language, as the API's codes are.
      const base = e.language.split('-')[0]!;
      if (!isLanguageCode(base)) throw fail(`“${e.language.slice(0, 20)}” is not a known language code`);
      e.language = base;
    }
  }
}
