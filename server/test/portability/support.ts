import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../src/db/database.js';
import { buildOfflineModule } from '../../src/exercises/offline-generator.js';
import type { ModuleInput } from '../../src/exercises/module-input.js';
import type { TestApp, TestUser } from '../support/app.js';

/** An export file committed whole into `user`'s account, as Profile Settings' Import uploads it. */
export const commitImport = (
  t: TestApp,
  user: TestUser,
  payload: string | Buffer,
  file = 'inkwell-export.json',
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/account/import?file=${encodeURIComponent(file)}&commit=1`,
    headers: { ...user.headers, 'content-type': 'application/octet-stream' },
    payload,
  });

const STORE_INPUT: ModuleInput = {
  kind: 'vocab',
  title: 'store',
  description: 'A shop.',
  meaning: 'tienda',
  language: 'en',
  nativeLanguage: 'es',
  level: 'A2',
  mistakes: [],
  examples: ['The store opens at nine.'],
};

export interface RichAccount {
  entryId: string;
  sessionId: string;
  cardId: string;
  conceptId: string;
}

/**
 * A learner's data of every kind, written straight to the tables (the offline assessor is too slow for
 * a busy CI box): a profile, an analysed entry with its assessment, a correction state, a concept with
 * an alias and two cards, a review, the entry's session with a module and an answer, and a deck session.
 */
export async function richAccount(t: TestApp, user: TestUser, day = '2026-11-20'): Promise<RichAccount> {
  const k = t.deps.db.kysely;
  const now = t.deps.now();
  const id = () => randomUUID();
  const entryId = id();
  const conceptId = id();
  const cardId = id();
  const sessionId = id();
  const deckId = id();
  const moduleId = id();
  await k
    .insertInto('profiles')
    .values({
      user_id: user.id,
      display_name: 'Ana',
      native_language: 'es',
      target_language: 'en',
      time_zone: 'UTC',
      variety: 'en-GB',
      gender: 'feminine',
      interface_language: 'pt',
      writing_prompts: 0,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  await k
    .insertInto('journal_entries')
    .values({
      id: entryId,
      user_id: user.id,
      day,
      date_seconds: Math.floor(Date.parse(`${day}T12:00:00Z`) / 1000),
      time_zone: 'UTC',
      content: 'I has went to the store.',
      target_language: 'en',
      word_count: 6,
      version: 1,
      analysis_state: 'analyzed',
      prompt_id: 'a2-01',
      prompt_text: 'What did you do yesterday evening?',
      created_at: now,
      updated_at: now,
    })
    .execute();
  await k
    .insertInto('exercise_sessions')
    .values([
      {
        id: sessionId,
        user_id: user.id,
        journal_entry_id: entryId,
        title: 'Entry practice',
        status: 'ready',
        student_level: 'A2',
        estimated_duration: 5,
        failure_reason: null,
        current_slide: 1,
        created_at: now,
        updated_at: now,
        completed_at: null,
      },
      {
        id: deckId,
        user_id: user.id,
        journal_entry_id: null,
        title: 'Deck practice',
        status: 'completed',
        student_level: 'A2',
        estimated_duration: 5,
        failure_reason: null,
        current_slide: 0,
        created_at: now,
        updated_at: now,
        completed_at: now,
      },
    ])
    .execute();
  await k
    .insertInto('assessments')
    .values({
      journal_entry_id: entryId,
      user_id: user.id,
      status: 'done',
      // A complete assessment, as the contract's schema reads it back (a partial one is a corrupt row).
      data: JSON.stringify({
        feedback: 'Past tense: went.',
        corrections: [
          {
            id: 'c1',
            original: 'has went',
            corrected: 'went',
            explanation: 'Past tense',
            category: 'grammar',
            start: 2,
            end: 10,
            context: 'I has went to the store.',
          },
        ],
        student_language_level: 'A2',
        vocab_concepts: [],
        grammar: [],
        assessor: 'offline',
        model: null,
        language: 'en',
        notes: [],
      }),
      error: null,
      new_words: 1,
      new_grammar_points: 0,
      level: 'A2',
      exercise_session_id: sessionId,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await k
    .insertInto('correction_states')
    .values({
      journal_entry_id: entryId,
      user_id: user.id,
      correction_id: 'c1',
      accepted: 1,
      rejected: 0,
      updated_at: now,
    })
    .execute();
  await k
    .insertInto('concepts')
    .values({
      id: conceptId,
      user_id: user.id,
      type: 'vocab',
      key: 'store',
      target_language: 'en',
      word: 'store',
      english_translation: 'tienda',
      romanization: null,
      pos: 'noun',
      example_sentences: '["The store opens."]',
      title: null,
      description: null,
      examples: '[]',
      difficulty_level: null,
      tags: '["shop"]',
      source_journal_entry_id: entryId,
      correction_type: null,
      context: null,
      justification: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await k
    .insertInto('concept_aliases')
    .values({ id: id(), user_id: user.id, concept_id: conceptId, created_at: now })
    .execute();
  const fsrs = {
    due: now + 86_400_000,
    stability: 2.5,
    difficulty: 5.1,
    elapsed_days: 0,
    scheduled_days: 1,
    learning_steps: 0,
    state: 2,
  };
  await k
    .insertInto('cards')
    .values([
      {
        ...fsrs,
        id: cardId,
        user_id: user.id,
        concept_id: conceptId,
        card_type: 'recognition',
        reps: 1,
        lapses: 0,
        last_review: now,
        created_at: now,
        updated_at: now,
      },
      {
        ...fsrs,
        id: id(),
        user_id: user.id,
        concept_id: conceptId,
        card_type: 'recall',
        reps: 0,
        lapses: 0,
        last_review: null,
        created_at: now,
        updated_at: now,
      },
    ])
    .execute();
  await k
    .insertInto('review_logs')
    .values({
      ...fsrs,
      id: id(),
      user_id: user.id,
      card_id: cardId,
      rating: 3,
      last_elapsed_days: 0,
      review: now,
      created_at: now,
    })
    .execute();
  await k
    .insertInto('exercise_modules')
    .values({
      id: moduleId,
      session_id: sessionId,
      user_id: user.id,
      position: 0,
      concept_id: conceptId,
      concept_title: 'store',
      input: JSON.stringify(STORE_INPUT),
      status: 'ready',
      // A lesson as the generator stores it: an import checks module data against that shape.
      data: JSON.stringify(buildOfflineModule(STORE_INPUT)),
      error: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await k
    .insertInto('exercise_answers')
    .values({
      id: id(),
      session_id: sessionId,
      user_id: user.id,
      module_id: moduleId,
      phase: 'guided_practice',
      idx: 0,
      answer: 'una tienda',
      correct: 1,
      points: 10,
      created_at: now,
    })
    .execute();
  return { entryId, sessionId, cardId, conceptId };
}

export interface Column {
  table: string;
  column: string;
  type: string;
}

/** Every column of every table, read from the database's own catalogue (never from our own lists). */
export async function catalogue(db: Db): Promise<Column[]> {
  if (db.engine === 'sqlite') {
    const tables = await sql<{ name: string }>`SELECT name FROM sqlite_master
      WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`.execute(db.kysely);
    const out: Column[] = [];
    for (const { name } of tables.rows) {
      const cols = await sql<{
        name: string;
        type: string;
      }>`SELECT name, type FROM pragma_table_info(${name})`.execute(db.kysely);
      for (const c of cols.rows) out.push({ table: name, column: c.name, type: c.type.toLowerCase() });
    }
    return out;
  }
  const rows = await sql<{ table_name: string; column_name: string; data_type: string }>`
    SELECT c.table_name, c.column_name, c.data_type FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = ${db.schema ?? 'public'} AND t.table_type = 'BASE TABLE'`.execute(db.kysely);
  return rows.rows.map((r) => ({ table: r.table_name, column: r.column_name, type: r.data_type }));
}

const TEXTUAL = /text|char|json|uuid|clob/;

/** Rows of any table whose any textual column contains one of the needles (ids, the address). */
export async function rowsMentioning(db: Db, needles: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const c of await catalogue(db)) {
    if (!TEXTUAL.test(c.type) && db.engine === 'postgres') continue;
    for (const needle of needles) {
      const r = await sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM ${sql.table(c.table)}
        WHERE LOWER(CAST(${sql.ref(c.column)} AS TEXT)) LIKE ${`%${needle.toLowerCase()}%`}`.execute(
        db.kysely,
      );
      if (Number(r.rows[0]!.n) > 0) found.push(`${c.table}.${c.column} has ${r.rows[0]!.n} × ${needle}`);
    }
  }
  return found;
}

/** Columns that by their name hold a user: user_id, owner, email… */
export const USER_COLUMN = /^(user_id|user|owner|owner_id|email|new_email|.*_user_id)$/;

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/**
 * A JSON export with what must change between accounts taken out (ids renamed by order of first use,
 * no export time), so two accounts' exports compare equal when they hold the same data.
 */
export function comparableExport(
  text: string,
): { entries: Array<Record<string, unknown>> } & Record<string, unknown> {
  const seen = new Map<string, string>();
  const doc = JSON.parse(
    text.replace(UUID, (id) => seen.get(id) ?? (seen.set(id, `id${seen.size}`), `id${seen.size - 1}`)),
  );
  delete doc.exported_at;
  return doc;
}
