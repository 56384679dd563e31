import { EXPORT_DOCUMENT_VERSION } from '@inkwell/contract';
import { sql } from 'kysely';
import type { Executor } from '../db/executor.js';
import { betweenPages } from './export-limits.js';
import { groupBy } from './formats/source.js';
import { deletedEntry, liveEntry } from '../journal/live-entry.js';

/** The document's `format`; its `version` is the contract's EXPORT_DOCUMENT_VERSION (docs/export-format.md). */
export const EXPORT_FORMAT = 'inkwell-export';
/** Rows read per query: memory holds one page, whatever the size of the account. */
const PAGE = 200;

/** Columns stored as JSON text that the document carries as JSON values. */
const JSON_COLUMNS: Record<string, readonly string[]> = {
  concepts: ['example_sentences', 'examples', 'tags'],
  assessments: ['data'],
  exercise_modules: ['input', 'data', 'concept_ids'],
};

type Row = Record<string, unknown>;

/** A row as the document shows it: no user id, `id` renamed `ref` (ids only link records inside the file). */
function present(table: string, row: Row, drop: readonly string[] = []): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(row)) {
    if (k === 'user_id' || drop.includes(k)) continue;
    const json = JSON_COLUMNS[table]?.includes(k) && typeof v === 'string';
    out[k === 'id' ? 'ref' : k] = json ? (JSON.parse(v) as unknown) : v;
  }
  return out;
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
  yield ']}\n';
}

async function* list(records: AsyncGenerator<Row>): AsyncGenerator<string> {
  let first = true;
  for await (const r of records) {
    yield (first ? '\n' : ',\n') + JSON.stringify(r);
    first = false;
  }
}

async function* entries(k: Executor, userId: string): AsyncGenerator<Row> {
  let after = '';
  for (;;) {
    const page = await k
      .selectFrom('journal_entries')
      .selectAll()
      .where('user_id', '=', userId)
      .where(liveEntry())
      .where('day', '>', after)
      .orderBy('day')
      .limit(PAGE)
      .execute();
    if (!page.length) return;
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
        ...present('journal_entries', e, ['deleted_at']),
        assessment: a ? present('assessments', a, ['journal_entry_id', 'partial_corrections']) : null,
        correction_states: states
          .filter((s) => s.journal_entry_id === e.id)
          .map((s) => present('correction_states', s, ['journal_entry_id'])),
      };
    }
    after = page[page.length - 1]!.day;
    await betweenPages();
  }
}

async function* concepts(k: Executor, userId: string): AsyncGenerator<Row> {
  // (type, target_language, key) is unique per user: the keyset.
  let after: [string, string, string] | null = null;
  for (;;) {
    let q = k.selectFrom('concepts').selectAll().where('user_id', '=', userId);
    if (after) {
      const [t, l, key] = after;
      q = q.where(
        sql<boolean>`(type > ${t} OR (type = ${t} AND (target_language > ${l} OR (target_language = ${l} AND key > ${key}))))`,
      );
    }
    const page = await q.orderBy('type').orderBy('target_language').orderBy('key').limit(PAGE).execute();
    if (!page.length) return;
    const ids = page.map((c) => c.id);
    const aliases = await k
      .selectFrom('concept_aliases')
      .selectAll()
      .where('concept_id', 'in', ids)
      .execute();
    const cards = await k
      .selectFrom('cards')
      .selectAll()
      .where('concept_id', 'in', ids)
      .orderBy('card_type')
      .execute();
    // The page's reviews in one query, not one per card (thousands of round trips on a large account).
    const reviews = cards.length
      ? await k
          .selectFrom('review_logs')
          .selectAll()
          // Scoped to the user in the form that keeps SQLite on review_logs_card_idx (decision 177).
          .where(sql<string>`${sql.ref('user_id')} || ''`, '=', userId)
          .where(
            'card_id',
            'in',
            cards.map((x) => x.id),
          )
          .orderBy('review')
          .orderBy('created_at')
          .execute()
      : [];
    const cardsOf = groupBy(cards, (x) => x.concept_id);
    const reviewsOf = groupBy(reviews, (r) => r.card_id);
    for (const c of page) {
      yield {
        ...present('concepts', c),
        aliases: aliases.filter((a) => a.concept_id === c.id).map((a) => ({ created_at: a.created_at })),
        cards: (cardsOf.get(c.id) ?? []).map((card) => ({
          ...present('cards', card, ['concept_id']),
          reviews: (reviewsOf.get(card.id) ?? []).map((r) => present('review_logs', r, ['card_id', 'id'])),
        })),
      };
    }
    const last = page[page.length - 1]!;
    after = [last.type, last.target_language, last.key];
    await betweenPages();
  }
}

async function* sessions(k: Executor, userId: string): AsyncGenerator<Row> {
  // (created_at, title, id): sessions made in the same millisecond keep their order across a round trip.
  let after: [number, string, string] | null = null;
  for (;;) {
    let q = k
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
            eb.selectFrom('journal_entries').select('id').where('user_id', '=', userId).where(deletedEntry()),
          ),
        ]),
      );
    if (after) {
      const [t, title, id] = after;
      q = q.where(
        sql<boolean>`(created_at > ${t} OR (created_at = ${t} AND (title > ${title} OR (title = ${title} AND id > ${id}))))`,
      );
    }
    const page = await q.orderBy('created_at').orderBy('title').orderBy('id').limit(PAGE).execute();
    if (!page.length) return;
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
        modules: (modulesOf.get(s.id) ?? []).map((m) => present('exercise_modules', m, ['session_id'])),
        answers: (answersOf.get(s.id) ?? []).map((a) => present('exercise_answers', a, ['session_id'])),
      };
    }
    const last = page[page.length - 1]!;
    after = [last.created_at, last.title, last.id];
    await betweenPages();
  }
}

/** A rough size of the document, for the download's percentage (the stream has no Content-Length). */
export async function estimateExportBytes(k: Executor, userId: string): Promise<number> {
  const r = await sql<{ n: number | string | null }>`SELECT
    (SELECT COALESCE(SUM(LENGTH(content)), 0) + COUNT(*) * 300 FROM journal_entries WHERE user_id = ${userId})
    + (SELECT COALESCE(SUM(LENGTH(data)), 0) FROM assessments WHERE user_id = ${userId})
    + (SELECT COUNT(*) * 700 FROM concepts WHERE user_id = ${userId})
    + (SELECT COUNT(*) * 300 FROM review_logs WHERE user_id = ${userId})
    + (SELECT COALESCE(SUM(LENGTH(input) + LENGTH(COALESCE(data, ''))), 0) FROM exercise_modules WHERE user_id = ${userId})
    + (SELECT COUNT(*) * 250 FROM exercise_answers WHERE user_id = ${userId}) AS n`.execute(k);
  return Number(r.rows[0]?.n ?? 0) + 200;
}
