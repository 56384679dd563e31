import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseJournalUpload } from '../../src/portability/formats/journal-import.js';
import { createSignedInUser, createTestApp, type TestApp, type TestUser } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { openAnkiCollection, unzip } from '../support/zip-reader.js';
import { seedFormats } from './format-seed.js';

const EXPORTS = ['journal.zip', 'cards.csv', 'decks.apkg'] as const;

async function download(t: TestApp, user: TestUser | null, what: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/account/export/${what}`,
    headers: user ? user.headers : {},
  });
  return { status: res.statusCode, headers: res.headers, body: res.rawPayload };
}

/** The .apkg's collection opened with better-sqlite3: an independent reader of what Anki will read. */
async function openCollection(apkg: Buffer) {
  const members = await unzip(apkg);
  expect([...members.keys()].sort()).toEqual(['collection.anki2', 'media']);
  expect(members.get('media')!.toString()).toBe('{}');
  return openAnkiCollection(members.get('collection.anki2')!);
}

describe.each(ENGINES)('file exports on %s', (engine) => {
  let t: TestApp;
  let ana: TestUser;
  let bea: TestUser;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { startJobs: false });
    ana = await createSignedInUser(t);
    bea = await createSignedInUser(t);
    const now = t.deps.now();
    await seedFormats(t.deps.db.kysely, ana.id, {
      entries: 3,
      words: 3,
      rules: 2,
      reviewsPerCard: 4,
      tag: 'ANA',
      now,
    });
    await seedFormats(t.deps.db.kysely, bea.id, {
      entries: 1,
      words: 1,
      tag: 'BEA',
      firstDay: '2025-06-01',
      now,
    });
  });
  afterAll(() => t.dispose());

  it('journal.zip: one Markdown file per day with front matter, read back by our own import', async () => {
    const res = await download(t, ana, 'journal.zip');
    expect(res.status).toBe(200);
    const today = new Date(t.deps.now()).toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="inkwell-journal-${today}.zip"`);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = await unzip(res.body);
    expect([...files.keys()]).toEqual([
      'journal/2024-01-01.md',
      'journal/2024-01-02.md',
      'journal/2024-01-03.md',
    ]);
    expect(files.get('journal/2024-01-01.md')!.toString()).toMatch(
      /^---\ndate: 2024-01-01\nlanguage: es\nlevel: B1\ntime_zone: Europe\/Madrid\n---\n\nANA día 0: hoy fui/,
    );
    const bundle = await parseJournalUpload('inkwell-journal.zip', res.body);
    expect(bundle.entries.map((e) => [e.day, e.language, e.timeZone])).toEqual([
      ['2024-01-01', 'es', 'Europe/Madrid'],
      ['2024-01-02', 'es', 'Europe/Madrid'],
      ['2024-01-03', 'es', 'Europe/Madrid'],
    ]);
    const stored = await t.deps.db.kysely
      .selectFrom('journal_entries')
      .select('content')
      .where('user_id', '=', ana.id)
      .where('day', '=', '2024-01-02')
      .executeTakeFirstOrThrow();
    expect(bundle.entries[1]!.text).toBe(stored.content.trimEnd());
  });

  it('cards.csv: BOM, header, one RFC 4180 record per card', async () => {
    const res = await download(t, ana, 'cards.csv');
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="inkwell-cards-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = res.body.toString('utf8');
    expect(text.startsWith('\uFEFFdeck,language,card_type,front,back,example,translation,state,due,')).toBe(
      true,
    );
    const records = text.slice(1).split('\r\n').filter(Boolean);
    // 3 words × 2 cards + 2 rules × 2 cards; a quoted field's own line break (\n) is not a record's end.
    expect(records.length).toBe(1 + 10);
    expect(text).toContain(
      'vocabulary,es,recognition,ANApalabra0,"word 0, ""quoted""",Uso ANApalabra0 <aquí>.,"word 0, ""quoted""",',
    );
    expect(text).toContain('"Ser for identity,\nestar for states"');
    // A grammar fix: only the fixed span is shown as correct; the learner's window is labelled as theirs.
    expect(text).toContain(
      'grammar,es,recognition,“es” → “estoy”,ANA rule 0,"“es” → “estoy”; Your words, not checked: “Yo es cansado”","Ser for identity,\nestar for states",',
    );
    expect(text).toContain(
      'grammar,es,context,ANA rule 0,estoy,"“es” → “estoy”; Your words, not checked: “Yo es cansado”","Ser for identity,\nestar for states",',
    );
    expect(text).not.toContain('Yo estoy cansado');
    expect(text).toMatch(/,review,\d{4}-\d{2}-\d{2}T[\d:.]+Z,\d+,/);
  });

  it('decks.apkg: a collection Anki reads, with note types, notes, cards, scheduling and review history', async () => {
    const res = await download(t, ana, 'decks.apkg');
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="inkwell-decks-\d{4}-\d{2}-\d{2}\.apkg"/);
    const { db, close } = await openCollection(res.body);
    try {
      const col = db.prepare('select * from col').get() as Record<string, string | number>;
      expect(col.ver).toBe(11);
      const models = Object.values(JSON.parse(col.models as string)) as {
        id: number;
        name: string;
        flds: { name: string }[];
        tmpls: { name: string; qfmt: string; afmt: string }[];
      }[];
      // One note type per target language, read aloud by Anki's own text-to-speech in that language.
      expect(models.map((m) => [m.name, m.flds.map((f) => f.name), m.tmpls.map((x) => x.name)])).toEqual([
        [
          'Inkwell vocabulary (es-ES)',
          ['Word', 'Translation', 'Example', 'Romanization', 'Part of speech'],
          ['Recognition', 'Recall', 'Spelling', 'Context'],
        ],
        [
          'Inkwell grammar (es-ES)',
          ['Rule', 'Explanation', 'Example', 'Mistake'],
          ['Recognition', 'Context', 'Recall'],
        ],
      ]);
      const template = (model: number, name: string) => models[model]!.tmpls.find((x) => x.name === name)!;
      expect(template(0, 'Recognition').qfmt).toContain('{{tts es_ES:Word}}');
      // A question whose answer is the word never reads the word aloud; its answer side does.
      for (const name of ['Recall', 'Spelling']) {
        expect(template(0, name).qfmt).not.toContain('tts');
        expect(template(0, name).afmt).toContain('{{tts es_ES:Word}}');
      }
      expect(template(1, 'Recognition').qfmt).toContain('{{tts es_ES:Example}}');
      expect(template(1, 'Context').qfmt).not.toContain('tts');
      const decks = Object.values(JSON.parse(col.decks as string)) as { id: number; name: string }[];
      expect(decks.map((d) => d.name).sort()).toEqual([
        'Default',
        'Inkwell',
        'Inkwell::Grammar',
        'Inkwell::Vocabulary',
      ]);
      const deckId = (name: string) => decks.find((d) => d.name === name)!.id;

      const notes = db.prepare('select * from notes order by sfld').all() as Record<
        string,
        string | number
      >[];
      expect(notes).toHaveLength(5);
      const word = notes.find((n) => n.sfld === 'ANApalabra0')!;
      expect(String(word.flds).split('\x1f')).toEqual([
        'ANApalabra0',
        'word 0, "quoted"',
        'Uso ANApalabra0 &lt;aquí&gt;.',
        '',
        'noun',
      ]);
      expect(word.tags).toBe(' inkwell vocab es ');
      const rule = notes.find((n) => n.sfld === 'ANA rule 0')!;
      expect(String(rule.flds).split('\x1f')).toEqual([
        'ANA rule 0',
        'Ser for identity,<br>estar for states',
        '“es” → “estoy”',
        'Your words, not checked: “Yo es cansado”',
      ]);

      const cards = db.prepare('select * from cards').all() as Record<string, number | string>[];
      expect(cards).toHaveLength(10);
      const wordCards = cards.filter((c) => c.nid === word.id);
      expect(wordCards.map((c) => c.ord).sort()).toEqual([0, 1]);
      expect(wordCards.every((c) => c.did === deckId('Inkwell::Vocabulary'))).toBe(true);
      expect(
        cards
          .filter((c) => c.nid === rule.id)
          .map((c) => c.ord)
          .sort(),
      ).toEqual([0, 1]);

      // Compare scheduling with the source rows: reviewed cards are review cards due on the right day.
      const source = await t.deps.db.kysely
        .selectFrom('cards')
        .selectAll()
        .where('user_id', '=', ana.id)
        .execute();
      const reviewed = source.filter((c) => c.state === 2);
      expect(reviewed.length).toBeGreaterThan(0);
      const review = cards.filter((c) => c.type === 2);
      expect(review).toHaveLength(reviewed.length);
      const crtDays = Math.floor(Number(col.crt) / 86_400);
      for (const c of review) {
        expect(c.queue).toBe(2);
        expect(Number(c.ivl)).toBeGreaterThanOrEqual(1);
        const data = JSON.parse(String(c.data)) as { s: number; d: number };
        const match = reviewed.find(
          (r) => Math.abs(r.stability - data.s) < 1e-3 && Math.abs(r.difficulty - data.d) < 1e-3,
        );
        expect(match).toBeDefined();
        expect(Number(c.due) + crtDays).toBe(Math.floor(match!.due / 86_400_000));
        expect(c.reps).toBe(match!.reps);
      }
      const fresh = cards.filter((c) => c.type === 0);
      expect(fresh.length).toBe(source.filter((c) => c.state === 0).length);
      expect(fresh.every((c) => c.queue === 0 && c.data === '')).toBe(true);

      const logCount = await t.deps.db.kysely
        .selectFrom('review_logs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', ana.id)
        .executeTakeFirstOrThrow();
      const revlog = db.prepare('select * from revlog order by id').all() as Record<string, number>[];
      expect(revlog).toHaveLength(Number(logCount.n));
      expect(revlog.every((r) => r.ease! >= 1 && r.ease! <= 4 && r.ivl !== 0)).toBe(true);
      expect(new Set(revlog.map((r) => r.type))).toEqual(new Set([0, 1, 2]));
      expect(revlog.every((r) => cards.some((c) => c.id === r.cid))).toBe(true);
    } finally {
      close();
    }
  });

  it("user B's exports never hold user A's data, and signed-out requests are refused", async () => {
    for (const what of EXPORTS) {
      const res = await download(t, bea, what);
      expect(res.status).toBe(200);
      const raw = what === 'cards.csv' ? res.body.toString() : '';
      if (what === 'journal.zip') {
        const files = await unzip(res.body);
        expect([...files.keys()]).toEqual(['journal/2025-06-01.md']);
        expect([...files.values()].join('')).not.toContain('ANA');
      } else if (what === 'decks.apkg') {
        const { db, close } = await openCollection(res.body);
        try {
          const flds = db.prepare('select flds from notes').all() as { flds: string }[];
          expect(flds.map((f) => f.flds.split('\x1f')[0])).toEqual(['BEApalabra0']);
          expect((db.prepare('select count(*) n from cards').get() as { n: number }).n).toBe(2);
        } finally {
          close();
        }
      } else {
        expect(raw).not.toContain('ANA');
        expect(raw).toContain('BEApalabra0');
      }
      expect((await download(t, null, what)).status).toBe(401);
    }
  });

  it('an account with nothing exports empty but valid files', async () => {
    const cleo = await createSignedInUser(t);
    expect((await unzip((await download(t, cleo, 'journal.zip')).body)).size).toBe(0);
    expect((await download(t, cleo, 'cards.csv')).body.toString().split('\r\n').filter(Boolean)).toHaveLength(
      1,
    );
    const { db, close } = await openCollection((await download(t, cleo, 'decks.apkg')).body);
    expect((db.prepare('select count(*) n from notes').get() as { n: number }).n).toBe(0);
    close();
  });
});
