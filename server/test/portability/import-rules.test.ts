import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportBundle } from '../../src/portability/bundle.js';
import { zipOf } from '../../src/portability/formats/test-zip.js';
import { commitImport } from '../../src/portability/import.js';
import { exportedEntry } from '../../src/portability/test-entry.js';
import { createSignedInUser, createTestApp, type TestApp, type TestUser } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { richAccount } from './support.js';

// Imports follow the same rules as the API (issue 21, items 6–10): whatever a commit would refuse,
// or the API would never store, is refused at preview with a message naming the record.

const T0 = 1614859200000;
const entry = (over: Record<string, unknown> = {}) =>
  exportedEntry(
    {
      ref: 'e1',
      day: '2021-03-04',
      content: 'Hola, hoy fui al mercado.',
      target_language: 'es',
      word_count: 5,
      at: T0,
    },
    over,
  );
const input = (over: Record<string, unknown> = {}) => ({
  kind: 'vocab',
  title: 'mercado',
  description: 'market',
  language: 'es',
  nativeLanguage: 'en',
  level: 'A2',
  mistakes: [],
  examples: [],
  ...over,
});
const module = (ref: string, over: Record<string, unknown> = {}) => ({
  ref,
  position: 0,
  concept_id: null,
  concept_title: 'mercado',
  input: input(),
  status: 'failed',
  data: null,
  error: 'The model did not answer',
  created_at: T0,
  updated_at: T0,
  ...over,
});
const session = (over: Record<string, unknown> = {}) => ({
  ref: 's1',
  journal_entry_id: 'e1',
  title: 'Entry practice',
  status: 'failed',
  student_level: 'A2',
  estimated_duration: 5,
  failure_reason: 'Module “mercado” could not be generated',
  current_slide: 0,
  created_at: T0,
  updated_at: T0,
  completed_at: null,
  modules: [module('m1')],
  answers: [],
  ...over,
});
const fsrs = { due: T0, stability: 1, difficulty: 5, elapsed_days: 0, scheduled_days: 1, learning_steps: 0 };
const card = (ref: string, over: Record<string, unknown> = {}) => ({
  ...fsrs,
  state: 0,
  ref,
  card_type: 'recognition',
  reps: 0,
  lapses: 0,
  last_review: null,
  created_at: T0,
  updated_at: T0,
  reviews: [],
  ...over,
});
const concept = (over: Record<string, unknown> = {}) => ({
  ref: 'c1',
  type: 'vocab',
  key: 'mercado',
  target_language: 'es',
  word: 'mercado',
  english_translation: 'market',
  romanization: null,
  pos: 'noun',
  example_sentences: [],
  title: null,
  description: null,
  examples: [],
  difficulty_level: null,
  tags: [],
  source_journal_entry_id: 'e1',
  correction_type: null,
  context: null,
  justification: null,
  created_at: T0,
  updated_at: T0,
  aliases: [],
  cards: [card('k1')],
  ...over,
});
/** An export document, one record per line as the export writes it. */
const doc = (over: Record<string, unknown> = {}) => {
  const d = {
    format: 'inkwell-export',
    version: 1,
    exported_at: '2026-11-25T00:00:00Z',
    profile: null,
    entries: [entry()],
    concepts: [],
    sessions: [],
    ...over,
  };
  const lines = (xs: unknown[]) => xs.map((x) => JSON.stringify(x)).join(',\n');
  return `{"format":"inkwell-export","version":1,"exported_at":${JSON.stringify(d.exported_at)},"profile":${JSON.stringify(d.profile)},
"entries":[
${lines(d.entries)}],
"concepts":[
${lines(d.concepts)}],
"sessions":[
${lines(d.sessions)}]}`;
};

describe.each(ENGINES)('imports follow the API’s rules on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { QUOTA_CONCEPTS_PER_SESSION: '3' }, { startJobs: false });
  }, 60_000);
  afterAll(() => t.dispose());

  const send = (u: TestUser, body: string, file: string, commit: boolean, onConflict = 'skip') =>
    t.app.inject({
      method: 'POST',
      url: `/api/account/import?file=${encodeURIComponent(file)}&commit=${commit ? 1 : 0}&on_conflict=${onConflict}`,
      headers: { ...u.headers, 'content-type': 'application/octet-stream' },
      payload: body,
    });
  const count = async (table: 'journal_entries' | 'exercise_sessions' | 'profiles', userId: string) =>
    Number(
      (
        await t.deps.db.kysely
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** Refused at preview and at commit, with the message; nothing written. */
  async function refused(body: string, message: RegExp, file = 'mine.json') {
    const u = await createSignedInUser(t);
    for (const commit of [false, true]) {
      const res = await send(u, body, file, commit);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().detail).toMatch(message);
    }
    expect(await count('journal_entries', u.id)).toBe(0);
    expect(await count('exercise_sessions', u.id)).toBe(0);
    expect(await count('profiles', u.id)).toBe(0);
  }

  describe('6: entries are held to the API’s 20,000-character limit in every format', () => {
    const long = 'palabra '.repeat(2_501); // 20,008 characters
    it('JSON', () =>
      refused(
        doc({ entries: [entry({ content: long })] }),
        /mine\.json, line 3: entries\.0\.content \(the entry of 2021-03-04\): must be at most 20000 characters/,
      ));
    it('Markdown', () =>
      refused(
        `# 2021-03-04\n\n${long}\n`,
        /journal\.md, line \d+: the entry of 2021-03-04: text must be at most 20000 characters/,
        'journal.md',
      ));
    it('a zip of day files', async () => {
      const u = await createSignedInUser(t);
      const zip = await zipOf({ 'journal/2021-03-03.md': 'Hola.\n', 'journal/2021-03-04.md': `${long}\n` });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/account/import?file=journal.zip&commit=1',
        headers: { ...u.headers, 'content-type': 'application/zip' },
        payload: zip,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().detail).toMatch(
        /journal\.zip: journal\/2021-03-04\.md, line 1: the entry of 2021-03-04: text must be at most 20000/,
      );
      expect(await count('journal_entries', u.id)).toBe(0);
    });
    it('plain text, and a NUL in its text', async () => {
      await refused(`2021-03-04\n${long}\n`, /diary\.txt.*must be at most 20000 characters/, 'diary.txt');
      await refused(`2021-03-04\nHola\0mundo\n`, /diary\.txt.*2021-03-04: text holds a NUL/, 'diary.txt');
    });
  });

  describe('7: assessments, modules, answers and concepts are read with bounded contract schemas', () => {
    it('an assessment whose data is no assessment is refused at preview, naming the record', () =>
      refused(
        doc({
          entries: [
            entry({
              analysis_state: 'analyzed',
              assessment: {
                status: 'done',
                data: { not: 'an assessment' },
                error: null,
                new_words: 0,
                new_grammar_points: 0,
                level: 'A2',
                exercise_session_id: null,
                created_at: T0,
                updated_at: T0,
              },
            }),
          ],
        }),
        /line 3: entries\.0\.assessment\.data\.feedback \(the entry of 2021-03-04\)/,
      ));
    it('a module input of 200 KB (an unbounded prompt) is refused', () => {
      const mistake = {
        wrong: 'x',
        right: 'y',
        explanation: 'e'.repeat(4_000),
        sentence: 's',
        correctedSentence: 's',
      };
      return refused(
        doc({
          sessions: [
            session({ modules: [module('m1', { input: input({ mistakes: Array(50).fill(mistake) }) })] }),
          ],
        }),
        /line \d+: sessions\.0\.modules\.0\.input \(session “Entry practice”\): must be at most 64000 characters as JSON/,
      );
    });
    it('a module whose lesson is not a lesson, and an answer of 100 KB, are refused', async () => {
      await refused(
        doc({ sessions: [session({ modules: [module('m1', { status: 'ready', data: { phases: [] } })] })] }),
        /sessions\.0\.modules\.0\.data\.simple_explanation/,
      );
      const answer = {
        ref: 'a1',
        module_id: 'm1',
        phase: 'guided_practice',
        idx: 0,
        answer: 'x'.repeat(100_000),
        correct: 0,
        points: 0,
        created_at: T0,
      };
      await refused(doc({ sessions: [session({ answers: [answer] })] }), /sessions\.0\.answers\.0\.answer/);
    });
    it('concept data is bounded: 10,000 example sentences are refused', () =>
      refused(
        doc({ concepts: [concept({ example_sentences: Array(10_000).fill('Una frase.') })] }),
        /concepts\.0\.example_sentences: .*50/,
      ));

    it('regenerating an imported session restarts at most QUOTA_CONCEPTS_PER_SESSION modules', async () => {
      const u = await createSignedInUser(t);
      const modules = Array.from({ length: 40 }, (_, i) => module(`m${i}`, { position: i }));
      const res = await send(u, doc({ sessions: [session({ modules })] }), 'mine.json', true);
      expect(res.statusCode, res.body).toBe(200);
      const s = await t.deps.db.kysely
        .selectFrom('exercise_sessions')
        .select('id')
        .where('user_id', '=', u.id)
        .executeTakeFirstOrThrow();
      const regen = await t.app.inject({
        method: 'POST',
        url: `/api/exercises/sessions/${s.id}/regenerate`,
        headers: u.headers,
      });
      expect(regen.statusCode, regen.body).toBeLessThan(300);
      const rows = await t.deps.db.kysely
        .selectFrom('exercise_modules')
        .select(['status', 'position'])
        .where('session_id', '=', s.id)
        .orderBy('position')
        .execute();
      expect(rows.map((r) => [r.status, r.position])).toEqual([
        ['generating', 0],
        ['generating', 1],
        ['generating', 2],
      ]);
    });
  });

  describe('8: profile fields are checked as PUT /api/auth/me checks them', () => {
    const profile = (over: Record<string, unknown>) => ({
      display_name: 'Ana',
      native_language: 'en',
      target_language: 'es',
      time_zone: 'Europe/Madrid',
      updated_at: T0,
      ...over,
    });
    it.each([
      [
        'a time zone that is none',
        { time_zone: 'Mars/Olympus_Mons' },
        /profile\.time_zone: must be an IANA time zone/,
      ],
      [
        'a 200,000-character name',
        { display_name: 'A'.repeat(200_000) },
        /profile\.display_name: must be at most 80/,
      ],
      [
        'a language that is none',
        { target_language: 'zz<script>' },
        /profile\.target_language: unknown language code/,
      ],
      ['a regional variety that is none', { variety: 'es-XX' }, /profile\.variety: unknown regional variety/],
      [
        'a variety of another language',
        { variety: 'pt-BR' },
        /profile\.variety: The regional variety must belong to the target language/,
      ],
      ['a gender that is none', { gender: 'robot' }, /profile\.gender:/],
      ['an interface language with no catalog', { interface_language: 'ko' }, /profile\.interface_language:/],
    ])('%s', (_what, over, message) => refused(doc({ profile: profile(over) }), message));

    it('an entry’s own time zone and language too', async () => {
      await refused(doc({ entries: [entry({ time_zone: 'Mars/Olympus_Mons' })] }), /entries\.0\.time_zone/);
      await refused(
        doc({ entries: [entry({ target_language: 'zz<script>' })] }),
        /entries\.0\.target_language/,
      );
    });

    it('a bad zone already stored (an older import) makes no save or stats answer 500', async () => {
      const u = await createSignedInUser(t);
      await t.deps.db.kysely
        .insertInto('profiles')
        .values({
          user_id: u.id,
          display_name: 'Ana',
          native_language: 'en',
          target_language: 'es',
          time_zone: 'Mars/Olympus_Mons',
          updated_at: T0,
        })
        .execute();
      const store = await t.app.inject({
        method: 'POST',
        url: '/api/documents/journal/store/',
        headers: u.headers,
        payload: { date: '1763596800', content: 'Hola.' },
      });
      expect(store.statusCode, store.body).toBe(200);
      const stats = await t.app.inject({
        method: 'GET',
        url: '/api/documents/journal/stats',
        headers: u.headers,
      });
      expect(stats.statusCode, stats.body).toBe(200);
      expect(stats.json()).toMatchObject({ total_entries: 1, time_zone: 'UTC' });
    });
  });

  describe('9: whatever the commit would refuse is found at preview', () => {
    const states = (...ids: string[]) =>
      ids.map((id) => ({ correction_id: id, accepted: 1, rejected: 0, updated_at: T0 }));
    const answer = (ref: string) => ({
      ref,
      module_id: 'm1',
      phase: 'guided_practice',
      idx: 0,
      answer: 'mercado',
      correct: 1,
      points: 1,
      created_at: T0,
    });
    it.each([
      [
        'two sessions for one entry',
        doc({ sessions: [session(), session({ ref: 's2' })] }),
        /line 8: sessions\.1 \(session “Entry practice”\): a second session for entry e1/,
      ],
      [
        'two entries with one ref (one entry, two assessments)',
        doc({ entries: [entry(), entry({ day: '2021-03-05' })] }),
        /line 4: entries\.1 \(the entry of 2021-03-05\): a second record with the ref e1/,
      ],
      [
        'two cards of one type',
        doc({ concepts: [concept({ cards: [card('k1'), card('k2')] })] }),
        /line 5: concepts\.0\.cards\.1: a second recognition card/,
      ],
      [
        'two states for one correction',
        doc({ entries: [entry({ correction_states: states('c1', 'c1') })] }),
        /line 3: entries\.0 \(the entry of 2021-03-04\)\.correction_states\.1: a second state for correction c1/,
      ],
      [
        'two answers to one question',
        doc({ sessions: [session({ answers: [answer('a1'), answer('a2')] })] }),
        /sessions\.0 \(session “Entry practice”\)\.answers\.1: a second answer/,
      ],
      [
        'an answer to a module that is not there',
        doc({ sessions: [session({ answers: [{ ...answer('a1'), module_id: 'nope' }] })] }),
        /sessions\.0 .*answers\.0: module_id nope names no module/,
      ],
      [
        'a 5,000-deep value',
        // Spliced in as text: a value this deep is what the parser meets, not a test's object.
        doc({ entries: [entry({ assessment: 'DEEP' })] }).replace(
          '"DEEP"',
          `{"status":"done","data":${'['.repeat(5000)}${']'.repeat(5000)}}`,
        ),
        // The bounds scan before the parse (json-bounds.ts, decision 204) stops it first.
        /line 3: nested deeper than 48 levels/,
      ],
      [
        'a NUL character in a concept',
        doc({ concepts: [concept({ context: 'a\0b' })] }),
        /line 5: concepts\.0\.context holds a NUL character/,
      ],
      [
        'an integer above 2^31',
        doc({ concepts: [concept({ cards: [card('k1', { reps: 2 ** 31 })] })] }),
        /line 5: concepts\.0\.cards\.0\.reps: must be below 2\^31/,
      ],
    ])('%s', (_what, body, message) => refused(body, message));

    it('a constraint the preview could not see is a 400 naming the record at commit, never a 500', async () => {
      const u = await createSignedInUser(t);
      // What the route's checks refuse, given to the commit directly: its last line of defence.
      const bundle: ImportBundle = {
        format: 'inkwell-json',
        entries: [
          {
            day: '2021-03-04',
            timeZone: 'UTC',
            language: 'es',
            text: 'Hola.',
            key: 'e1',
            source: { file: 'x' },
          },
        ],
        rich: {
          document: JSON.parse(doc({ concepts: [concept({ cards: [card('k1'), card('k2')] })] })),
        },
      };
      const err = await commitImport(t.deps, u.id, bundle, 'skip').then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toMatchObject({ status: 400 });
      expect((err as Error).message).toMatch(/the concept c1 \(“mercado”\) could not be imported/);
      expect(await count('journal_entries', u.id)).toBe(0);
    });
  });

  describe('10: re-importing is idempotent and a replaced entry keeps its id', () => {
    it('"skip" twice adds no second copy of a practise-again (deck) session', async () => {
      const u = await createSignedInUser(t);
      await richAccount(t, u);
      const exported = await t.app.inject({
        method: 'GET',
        url: '/api/account/export.json',
        headers: u.headers,
      });
      const before = await count('exercise_sessions', u.id);
      for (let i = 0; i < 2; i++) {
        const res = await send(u, exported.body, 'mine.json', true, 'skip');
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({ skipped: 1, created: 0, sessions: 0 });
      }
      expect(await count('exercise_sessions', u.id)).toBe(before);
    });

    it('"replace" keeps the entry’s id: the old link still opens it, with the new text', async () => {
      const u = await createSignedInUser(t);
      const { entryId } = await richAccount(t, u, '2021-03-04');
      const res = await send(
        u,
        doc({ entries: [entry({ content: 'Texto nuevo.' })] }),
        'mine.json',
        true,
        'replace',
      );
      expect(res.json()).toMatchObject({ replaced: 1 });
      const got = await t.app.inject({
        method: 'GET',
        url: `/api/documents/journal/${entryId}`,
        headers: u.headers,
      });
      expect(got.statusCode, got.body).toBe(200);
      expect(got.json().data.content).toBe('Texto nuevo.');
      // Its old assessment and session went with the old text.
      const left = await sql<{
        n: number;
      }>`SELECT COUNT(*) AS n FROM assessments WHERE journal_entry_id = ${entryId}`.execute(t.deps.db.kysely);
      expect(Number(left.rows[0]!.n)).toBe(0);
    });
  });
});
