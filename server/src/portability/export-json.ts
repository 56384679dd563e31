import { EXPORT_DOCUMENT_VERSION } from '@inkwell/contract';
import { sql, type Selectable } from 'kysely';
import type { Executor } from '../db/executor.js';
import type { ExerciseSessionsTable } from '../exercises/index.js';
import type { JournalEntriesTable } from '../journal/index.js';
import { afterRow, keysetPages } from '../db/keyset.js';
import { ownedSections, ownedTable, ownedTables, sectionsWithin } from '../db/owned-registry.js';
import type { OwnedSection, OwnedTable } from '../db/owned.js';
import { betweenPages } from './export-limits.js';
import { deckPages, groupBy } from './formats/source.js';
import { deletedEntry, liveEntry } from '../journal/index.js';

/** The document's `format`; its `version` is the contract's EXPORT_DOCUMENT_VERSION (docs/export-format.md). */
export const EXPORT_FORMAT = 'inkwell-export';
/** Rows read per query: memory holds one page, whatever the size of the account. */
const PAGE = 200;
const paging = { pageSize: PAGE, pause: betweenPages };

type Row = Record<string, unknown>;

/**
 * A row as the document shows it, as its table's declaration says (db/owned.ts): no owner column and
 * none of the declaration's `omit` columns, JSON columns as JSON values, `id` renamed `ref` (ids only
 * link records inside the file).
 */
export function presentOwned(decl: OwnedTable, row: Row): Row {
  const omit = decl.export.kind === 'document' ? (decl.export.omit ?? []) : [];
  const out: Row = {};
  for (const [k, v] of Object.entries(row)) {
    if (k === decl.owner || omit.includes(k)) continue;
    const json = decl.json?.[k] !== undefined && typeof v === 'string';
    out[k === 'id' ? 'ref' : k] = json ? (JSON.parse(v) as unknown) : v;
  }
  return out;
}

function present(table: string, row: Row): Row {
  const decl = ownedTable(table);
  if (!decl) throw new Error(`${table} is not declared in db/owned-registry.ts`);
  return presentOwned(decl, row);
}

/**
 * The whole account as one JSON document, written piece by piece: each section is read in pages of
 * PAGE rows by keyset (never OFFSET, never all at once) and each record is yielded as soon as it is
 * built, so memory stays flat however large the account. Order is by learner data (day, concept key,
 * review time), not by id, so an export of an imported copy lists everything in the same order.
 */
export async function* exportJson(k: Executor, userId: string, now: number): AsyncGenerator<string> {
  const profile = await k.selectFrom('profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();
  yield (
    `{"format":${JSON.stringify(EXPORT_FORMAT)},"version":${EXPORT_DOCUMENT_VERSION},` +
    `"exported_at":${JSON.stringify(new Date(now).toISOString())},` +
    `"profile":${JSON.stringify(profile ? present('profiles', profile) : null)},"entries":[`
  );
  yield* list(entries(k, userId));
  yield '],"concepts":[';
  yield* list(concepts(k, userId));
  yield '],"sessions":[';
  yield* list(sessions(k, userId));
  yield ']';
  // A declared section appears only when it has rows: an account without any exports as before.
  for (const { table, section } of ownedSections()) {
    let first = true;
    for await (const r of sectionRows(k, userId, table, section)) {
      yield (first ? `,${JSON.stringify(section.name)}:[\n` : ',\n') + JSON.stringify(r);
      first = false;
    }
    if (!first) yield ']';
  }
  yield '}\n';
}

/**
 * A declared section's records in its keyset order, each with the sections nested in it; `within`
 * narrows a nested section to one parent row (its parent column then stays out of the record).
 */
async function* sectionRows(
  k: Executor,
  userId: string,
  decl: OwnedTable,
  section: OwnedSection,
  within?: { column: string; id: unknown },
): AsyncGenerator<Row> {
  const pages = keysetPages<Row>(
    (last, limit) =>
      sql<Row>`SELECT * FROM ${sql.table(decl.table)} WHERE ${sql.ref(decl.owner)} = ${userId}
        ${within ? sql`AND ${sql.ref(within.column)} = ${within.id}` : sql``}
        ${last ? sql`AND ${afterRow(section.order, last)}` : sql``}
        ORDER BY ${sql.join(section.order.map((c) => sql.ref(c)))} LIMIT ${limit}`
        .execute(k)
        .then((r) => r.rows),
    paging,
  );
  const nested = sectionsWithin(decl.table);
  for await (const page of pages)
    for (const row of page) {
      const record = presentOwned(decl, row);
      if (within) delete record[within.column];
      for (const child of nested) {
        const column = child.table.parent!.column;
        const records: Row[] = [];
        for await (const r of sectionRows(k, userId, child.table, child.section, { column, id: row.id })) {
          records.push(r);
        }
        record[child.section.name] = records;
      }
      yield record;
    }
}

async function* list(records: AsyncGenerator<Row>): AsyncGenerator<string> {
  let first = true;
  for await (const r of records) {
    yield (first ? '\n' : ',\n') + JSON.stringify(r);
    first = false;
  }
}

async function* entries(k: Executor, userId: string): AsyncGenerator<Row> {
  const pages = keysetPages(
    (last: Selectable<JournalEntriesTable> | undefined, limit) =>
      k
        .selectFrom('journal_entries')
        .selectAll()
        .where('user_id', '=', userId)
        .where(liveEntry())
        .$if(last !== undefined, (q) => q.where(afterRow(['day'], last!)))
        .orderBy('day')
        .limit(limit)
        .execute(),
    paging,
  );
  for await (const page of pages) {
    const ids = page.map((e) => e.id);
    const assessments = await k
      .selectFrom('assessments')
      .selectAll()
      .where('journal_entry_id', 'in', ids)
      .execute();
    const states = await k
      .selectFrom('correction_states')
      .selectAll()
      .where('journal_entry_id', 'in', ids)
      .orderBy('journal_entry_id')
      .orderBy('correction_id')
      .execute();
    for (const e of page) {
      const a = assessments.find((x) => x.journal_entry_id === e.id);
      yield {
        ...present('journal_entries', e),
        assessment: a ? present('assessments', a) : null,
        correction_states: states
          .filter((s) => s.journal_entry_id === e.id)
          .map((s) => present('correction_states', s)),
      };
    }
  }
}

/** Concepts with their cards (by card type) and reviews, read by the deck's one keyset reader. */
async function* concepts(k: Executor, userId: string): AsyncGenerator<Row> {
  for await (const page of deckPages(k, userId, { withLogs: true, withAliases: true, pageSize: PAGE })) {
    for (const c of page.concepts) {
      const aliases = page.aliases.get(c.id) ?? [];
      const cards = [...(page.cards.get(c.id) ?? [])].sort((a, b) => (a.card_type < b.card_type ? -1 : 1));
      yield {
        ...present('concepts', c),
        aliases: aliases.map((a) => present('concept_aliases', a)),
        cards: cards.map((card) => ({
          ...present('cards', card),
          reviews: (page.logs.get(card.id) ?? []).map((r) => present('review_logs', r)),
        })),
      };
    }
  }
}

async function* sessions(k: Executor, userId: string): AsyncGenerator<Row> {
  // (created_at, title, id): sessions made in the same millisecond keep their order across a round trip.
  const pages = keysetPages(
    (last: Selectable<ExerciseSessionsTable> | undefined, limit) =>
      k
        .selectFrom('exercise_sessions')
        .selectAll()
        .where('user_id', '=', userId)
        // A deleted entry's sessions leave with it (they go when its undo window ends).
        .where((eb) =>
          eb.or([
            eb('journal_entry_id', 'is', null),
            eb(
              'journal_entry_id',
              'not in',
              eb
                .selectFrom('journal_entries')
                .select('id')
                .where('user_id', '=', userId)
                .where(deletedEntry()),
            ),
          ]),
        )
        .$if(last !== undefined, (q) => q.where(afterRow(['created_at', 'title', 'id'], last!)))
        .orderBy('created_at')
        .orderBy('title')
        .orderBy('id')
        .limit(limit)
        .execute(),
    paging,
  );
  for await (const page of pages) {
    // The page's modules and answers in two queries, not two per session.
    const ids = page.map((s) => s.id);
    const modulesOf = groupBy(
      await k
        .selectFrom('exercise_modules')
        .selectAll()
        .where('user_id', '=', userId)
        .where('session_id', 'in', ids)
        .orderBy('position')
        .execute(),
      (m) => m.session_id,
    );
    const answersOf = groupBy(
      await k
        .selectFrom('exercise_answers')
        .selectAll()
        .where('user_id', '=', userId)
        .where('session_id', 'in', ids)
        .orderBy('created_at')
        .orderBy('phase')
        .orderBy('idx')
        .execute(),
      (a) => a.session_id,
    );
    for (const s of page) {
      yield {
        ...present('exercise_sessions', s),
        modules: (modulesOf.get(s.id) ?? []).map((m) => present('exercise_modules', m)),
        answers: (answersOf.get(s.id) ?? []).map((a) => present('exercise_answers', a)),
      };
    }
  }
}

/**
 * A rough size of the document, for the download's percentage (the stream has no Content-Length):
 * each declared table's `estimate` (bytes per row and the length of its big text columns).
 */
export async function estimateExportBytes(k: Executor, userId: string): Promise<number> {
  const parts = ownedTables().flatMap((t) => {
    if (!t.estimate) return [];
    const lengths = (t.estimate.lengthOf ?? []).map((c) => sql`LENGTH(COALESCE(${sql.ref(c)}, ''))`);
    const sum = lengths.length ? sql`COALESCE(SUM(${sql.join(lengths, sql` + `)}), 0)` : sql`0`;
    return [
      sql`(SELECT ${sum} + COUNT(*) * ${sql.lit(t.estimate.perRow ?? 0)} FROM ${sql.table(t.table)}
        WHERE ${sql.ref(t.owner)} = ${userId})`,
    ];
  });
  if (!parts.length) return 200;
  const r = await sql<{ n: number | string | null }>`SELECT ${sql.join(parts, sql` + `)} AS n`.execute(k);
  return Number(r.rows[0]?.n ?? 0) + 200;
}
