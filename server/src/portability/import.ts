import { recomputeFiguresOf } from '../progress/index.js';
import { randomUUID } from 'node:crypto';
import type { ExportDocument, ImportConflictChoice, ImportPreview, ImportResult } from '@inkwell/contract';
import type { Executor } from '../db/executor.js';
import type { Deps } from '../deps.js';
import { countWords } from '../journal/index.js';
import type { BundleEntry, ImportBundle } from './bundle.js';
import { cancelEntryJobs } from '../workflows/delete-entry.js';
import { deleteEntryRows } from '../journal/index.js';
import { importWriteError, type RecordAt } from './import-write-error.js';
import { betweenPages } from './export-limits.js';
import { checkOwnedSections, insertOwnedSections } from './owned-sections.js';
import { STAGED_DELETED_AT, writeInBatches, type ImportWrites } from './import-batches.js';

type Existing = {
  id: string;
  day: string;
  content: string;
  word_count: number;
  analysis_state: string | null;
};

/** The live entries on these days; `deleted` lists the days' entries still in their undo window. */
async function existingDays(
  k: Executor,
  userId: string,
  days: string[],
  deleted: string[] = [],
): Promise<Map<string, Existing>> {
  const out = new Map<string, Existing>();
  // Chunks keep each IN list small on both engines.
  for (let i = 0; i < days.length; i += 500) {
    const rows = await k
      .selectFrom('journal_entries')
      .select(['id', 'day', 'content', 'word_count', 'analysis_state', 'deleted_at'])
      .where('user_id', '=', userId)
      .where('day', 'in', days.slice(i, i + 500))
      .execute();
    await betweenPages();
    for (const r of rows) {
      if (r.deleted_at === null) out.set(r.day, r);
      else deleted.push(r.id);
    }
  }
  return out;
}

const docOf = (b: ImportBundle) => b.rich?.document as ExportDocument | undefined;

/** What the import would create and which days already have an entry; writes nothing. */
export async function previewImport(
  k: Executor,
  userId: string,
  file: string,
  b: ImportBundle,
): Promise<ImportPreview> {
  const existing = await existingDays(
    k,
    userId,
    b.entries.map((e) => e.day),
  );
  const doc = docOf(b);
  checkOwnedSections(file, doc);
  const cards = doc?.concepts.flatMap((c) => c.cards) ?? [];
  return {
    file,
    format: b.format,
    create: b.entries
      .filter((e) => !existing.has(e.day))
      .map((e) => ({ day: e.day, language: e.language, words: e.words ?? countWords(e.text, e.language) })),
    conflicts: b.entries
      .filter((e) => existing.has(e.day))
      .map((e) => {
        const x = existing.get(e.day)!;
        return {
          day: e.day,
          existing_words: x.word_count,
          incoming_words: e.words ?? countWords(e.text, e.language),
          can_append: x.analysis_state === null,
        };
      }),
    concepts: doc?.concepts.length ?? 0,
    cards: cards.length,
    reviews: cards.reduce((n, c) => n + c.reviews.length, 0),
    sessions: doc?.sessions.length ?? 0,
  };
}

/**
 * Writes the bundle for the user, all or nothing, in short transactions (import-batches.ts): every id is new and every row is owned by the
 * importer, whatever the file says. A day that has an entry is skipped, replaced (the old entry goes
 * as a deletion would), or appended to (keep both: one entry per day is the journal's rule, so both
 * texts go into that day's entry, separated by a blank line; an analysed entry is read-only and is
 * skipped instead).
 */
export async function commitImport(
  deps: Pick<Deps, 'db' | 'jobs' | 'now'>,
  userId: string,
  b: ImportBundle,
  onConflict: ImportConflictChoice,
): Promise<ImportResult> {
  const { db } = deps;
  const now = deps.now();
  // Checked before anything is written.
  const sections = checkOwnedSections(b.entries[0]?.source.file ?? 'upload', docOf(b));
  const deleted: string[] = [];
  const existing = await existingDays(
    db.kysely,
    userId,
    b.entries.map((e) => e.day),
    deleted,
  );
  if (onConflict === 'replace') {
    for (const x of existing.values()) await cancelEntryJobs(deps, userId, x.id);
  }
  const result: ImportResult = {
    created: 0,
    replaced: 0,
    appended: 0,
    skipped: 0,
    concepts: 0,
    cards: 0,
    sessions: 0,
  };
  const doc = docOf(b);
  // By key, once: a search per entry made a large import quadratic.
  const docEntries = new Map(doc?.entries.map((x) => [x.ref, x]));
  // The record being written, so a write the database refuses is a 400 naming it (never a 500).
  const at: RecordAt = { record: 'the import' };
  await writeInBatches(db.kysely, userId, async (trx, w) => {
    // File key → new id, for the references inside the file.
    const entryIds = new Map<string, string>();
    // An entry deleted moments ago still holds its day: importing into that day ends its undo.
    for (const id of deleted) await deleteEntryRows(trx, userId, id);
    for (const e of b.entries) {
      at.record = `the entry of ${e.day}`;
      await w.tick();
      const x = existing.get(e.day);
      if (x && (onConflict === 'skip' || (onConflict === 'append' && x.analysis_state !== null))) {
        result.skipped++;
        continue;
      }
      if (x && onConflict === 'append') {
        await w.appending(x);
        const content = `${x.content.trimEnd()}\n\n${e.text.trim()}`;
        await trx
          .updateTable('journal_entries')
          .set((eb) => ({
            content,
            word_count: countWords(content, e.language),
            version: eb('version', '+', 1),
            updated_at: now,
          }))
          .where('id', '=', x.id)
          .where('user_id', '=', userId)
          .execute();
        result.appended++;
        continue;
      }
      const id = randomUUID();
      if (x) {
        // The replacing entry takes the old one's id once the old one is gone: links still open it.
        await w.setAside(x.id, id);
        result.replaced++;
      } else result.created++;
      if (e.key) entryIds.set(e.key, id);
      w.created('entry', id);
      await insertEntry(trx, userId, id, e, e.key ? docEntries.get(e.key) : undefined, now);
    }
    if (doc?.profile) {
      at.record = 'the profile';
      const p = { ...doc.profile };
      await trx
        .insertInto('profiles')
        .values({ ...p, user_id: userId })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(p))
        .execute();
    }
    if (doc) Object.assign(result, await insertRich(trx, w, userId, doc, entryIds, at));
    at.record = 'the declared sections';
    await insertOwnedSections(trx, userId, sections, entryIds);
  }).catch((e: unknown) => Promise.reject(importWriteError(e, at)));
  // Progress figures are derived, never in the file: computed from the imported entries and assessments
  // (decisions 245, 263), a revised entry's from its first version (decision 269).
  await db.kysely.transaction().execute((trx) => recomputeFiguresOf(trx, db.engine, userId, now));
  return result;
}

async function insertEntry(
  trx: Executor,
  userId: string,
  id: string,
  e: BundleEntry,
  full: ExportDocument['entries'][number] | undefined,
  now: number,
) {
  await trx
    .insertInto('journal_entries')
    .values({
      id,
      user_id: userId,
      day: e.day,
      date_seconds: e.dateSeconds ?? Math.floor(Date.parse(`${e.day}T12:00:00Z`) / 1000),
      time_zone: e.timeZone,
      content: e.text,
      target_language: e.language,
      word_count: e.words ?? countWords(e.text, e.language),
      version: full?.version ?? 1,
      // An imported "analyzing" entry has no job behind it: it comes in as not analysed.
      analysis_state: full?.analysis_state === 'analyzed' ? 'analyzed' : null,
      prompt_id: full?.prompt_text ? (full.prompt_id ?? null) : null,
      prompt_text: full?.prompt_text ?? null,
      // Hidden until the import's last transaction shows every new entry at once.
      deleted_at: STAGED_DELETED_AT,
      created_at: full?.created_at ?? now,
      updated_at: full?.updated_at ?? now,
    })
    .execute();
}

/** Assessments, correction states, concepts with cards and reviews, and sessions of a JSON export. */
async function insertRich(
  trx: Executor,
  w: ImportWrites,
  userId: string,
  doc: ExportDocument,
  entryIds: Map<string, string>,
  at: RecordAt,
): Promise<Pick<ImportResult, 'concepts' | 'cards' | 'sessions'>> {
  const counts = { concepts: 0, cards: 0, sessions: 0 };
  const ref = (m: Map<string, string>, key: string | null) => (key === null ? null : (m.get(key) ?? null));
  const json = (v: unknown) => JSON.stringify(v ?? []);
  const conceptIds = new Map<string, string>();
  for (const c of doc.concepts) {
    at.record = `the concept ${c.ref} (“${c.key.slice(0, 80)}”)`;
    await w.tick(1 + c.aliases.length + c.cards.reduce((n, card) => n + 1 + card.reviews.length, 0));
    const same = await trx
      .selectFrom('concepts')
      .select('id')
      .where('user_id', '=', userId)
      .where('type', '=', c.type)
      .where('target_language', '=', c.target_language)
      .where('key', '=', c.key)
      .executeTakeFirst();
    // A concept the learner already has keeps its own cards; references point at it.
    if (same) {
      conceptIds.set(c.ref, same.id);
      continue;
    }
    const id = randomUUID();
    conceptIds.set(c.ref, id);
    w.created('concept', id);
    const {
      aliases,
      cards,
      ref: _r,
      example_sentences,
      examples,
      tags,
      source_journal_entry_id,
      ...rest
    } = c;
    await trx
      .insertInto('concepts')
      .values({
        ...rest,
        id,
        user_id: userId,
        example_sentences: json(example_sentences),
        examples: json(examples),
        tags: json(tags),
        source_journal_entry_id: ref(entryIds, source_journal_entry_id),
      })
      .execute();
    counts.concepts++;
    for (const a of aliases) {
      await trx
        .insertInto('concept_aliases')
        .values({ id: randomUUID(), user_id: userId, concept_id: id, created_at: a.created_at })
        .execute();
    }
    for (const card of cards) {
      const cardId = randomUUID();
      const { reviews, ref: _k, ...fields } = card;
      await trx
        .insertInto('cards')
        .values({ ...fields, id: cardId, user_id: userId, concept_id: id })
        .execute();
      counts.cards++;
      for (const r of reviews) {
        await trx
          .insertInto('review_logs')
          .values({
            ...r,
            id: randomUUID(),
            user_id: userId,
            card_id: cardId,
            // A review from writing follows its entry to the entry's new id (none when the entry stayed out).
            journal_entry_id: ref(entryIds, r.journal_entry_id),
          })
          .execute();
      }
    }
  }
  const sessionIds = new Map<string, string>();
  for (const s of doc.sessions) {
    at.record = `the session ${s.ref} (“${s.title.slice(0, 80)}”)`;
    const entryId = ref(entryIds, s.journal_entry_id);
    // A session of a day that was skipped stays out (it would belong to the existing entry).
    if (s.journal_entry_id !== null && !entryId) continue;
    // A deck session imported before is not imported again: re-importing a file with "skip" adds nothing.
    if (s.journal_entry_id === null && (await hasDeckSession(trx, userId, s.title, s.created_at))) continue;
    await w.tick(1 + s.modules.length + s.answers.length);
    const id = randomUUID();
    w.created('session', id);
    sessionIds.set(s.ref, id);
    const { modules, answers, ref: _k, title_message, ...fields } = s;
    await trx
      .insertInto('exercise_sessions')
      .values({
        ...fields,
        // Checked against the contract's keys and values by the document schema (decision 291).
        title_message: title_message ? JSON.stringify(title_message) : null,
        id,
        user_id: userId,
        journal_entry_id: entryId,
      })
      .execute();
    counts.sessions++;
    const moduleIds = new Map<string, string>();
    for (const m of modules) {
      const mid = randomUUID();
      moduleIds.set(m.ref, mid);
      const { ref: _mk, input, data, concept_ids, ...mf } = m;
      const moduleConcepts = (concept_ids ?? []).flatMap((r) => ref(conceptIds, r) ?? []);
      await trx
        .insertInto('exercise_modules')
        .values({
          ...mf,
          // A module still generating has no job behind it after an import.
          status: mf.status === 'generating' ? 'cancelled' : mf.status,
          id: mid,
          session_id: id,
          user_id: userId,
          concept_id: ref(conceptIds, m.concept_id),
          concept_ids: moduleConcepts.length > 1 ? JSON.stringify(moduleConcepts) : null,
          input: JSON.stringify(input),
          data: data === null || data === undefined ? null : JSON.stringify(data),
        } as never)
        .execute();
    }
    for (const a of answers) {
      const { ref: _ak, ...af } = a;
      await trx
        .insertInto('exercise_answers')
        .values({
          ...af,
          id: randomUUID(),
          session_id: id,
          user_id: userId,
          module_id: moduleIds.get(a.module_id) ?? a.module_id,
        })
        .execute();
    }
  }
  // Assessments and correction states last: they name the entry's session.
  for (const e of doc.entries) {
    const entryId = entryIds.get(e.ref);
    if (!entryId) continue;
    at.record = `the assessment and correction states of the entry of ${e.day}`;
    await w.tick(1 + e.correction_states.length);
    if (e.assessment) {
      // A retry time belongs to the job of the exporting account, which the import does not have.
      const { data, exercise_session_id, retry_at: _retry, ...a } = e.assessment;
      await trx
        .insertInto('assessments')
        .values({
          ...a,
          journal_entry_id: entryId,
          user_id: userId,
          data: data === null || data === undefined ? null : JSON.stringify(data),
          exercise_session_id: ref(sessionIds, exercise_session_id),
        })
        .execute();
    }
    for (const cs of e.correction_states) {
      await trx
        .insertInto('correction_states')
        .values({ ...cs, journal_entry_id: entryId, user_id: userId })
        .execute();
    }
  }
  return counts;
}

/** The user's deck session (no entry) of that title made at that instant: one this file imported before. */
async function hasDeckSession(trx: Executor, userId: string, title: string, createdAt: number) {
  const row = await trx
    .selectFrom('exercise_sessions')
    .select('id')
    .where('user_id', '=', userId)
    .where('journal_entry_id', 'is', null)
    .where('title', '=', title)
    .where('created_at', '=', createdAt)
    .executeTakeFirst();
  return row !== undefined;
}
