import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { openAnkiCollection, unzip } from '../../server/test/support/zip-reader';
import { ENGLISH_LEARNER } from '../support/learner';
import { signInViaUi } from '../support/ui';
import { createVerifiedUser } from '../support/users';

const DAY1 = '2026-11-20';
const DAY2 = '2026-11-21';
const noonOf = (day: string) => String(Math.floor(Date.parse(`${day}T12:00:00Z`) / 1000));

/** A learner with two entries, a vocabulary word, a grammar rule and one reviewed card, signed in. */
async function seededLearner(page: Page, request: APIRequestContext) {
  const user = await createVerifiedUser(request);
  const res = await request.post('/auth/v1/token?grant_type=password', { data: user });
  const { access_token: token } = (await res.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${token}` };
  const ok = async (r: Promise<APIResponse>) => {
    const done = await r;
    expect(done.ok(), await done.text()).toBe(true);
    return done;
  };
  await ok(request.put('/api/auth/me', { headers, data: { ...ENGLISH_LEARNER, time_zone: 'UTC' } }));
  for (const [day, content] of [
    [DAY1, 'I walked to the old bridge.'],
    [DAY2, 'Yesterday I "went" to the market: it was busy.'],
  ] as const) {
    await ok(request.post('/api/documents/journal/store', { headers, data: { date: noonOf(day), content } }));
  }
  await ok(request.post('/api/concepts/vocab', { headers, data: { word: 'bridge', definition: 'puente' } }));
  await ok(
    request.post('/api/concepts/srs-cards-with-data', {
      headers,
      data: {
        concept_type: 'grammar',
        concept_data: { title: 'Past simple', description: 'Finished actions.', examples: ['I went home.'] },
        card_types: ['recognition'],
      },
    }),
  );
  const due = (await (await ok(request.get('/api/concepts/review/due?limit=100', { headers }))).json()) as {
    cards: { card_id: string }[];
  };
  await ok(
    request.post(`/api/concepts/review/${due.cards[0]!.card_id}`, { headers, data: { rating: 'good' } }),
  );
  await page.goto('/');
  await signInViaUi(page, user);
  return { cards: due.cards.length, reviewed: due.cards[0]!.card_id };
}

/** Clicks an export button in Profile Settings and answers the downloaded file's name and bytes. */
async function downloadFrom(page: Page, button: string, testInfo: { outputPath(n: string): string }) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await download;
  const path = testInfo.outputPath(file.suggestedFilename());
  await file.saveAs(path);
  return { name: file.suggestedFilename(), bytes: readFileSync(path) };
}

test('each export format downloads from Profile Settings with the content it promises', async ({
  page,
  request,
}, testInfo) => {
  const seeded = await seededLearner(page, request);
  await page.goto('/profile');
  const today = new Date().toISOString().slice(0, 10);

  const json = await downloadFrom(page, 'Export as JSON', testInfo);
  expect(json.name).toBe(`inkwell-export-${today}.json`);
  const doc = JSON.parse(json.bytes.toString('utf8')) as {
    format: string;
    entries: { day: string }[];
    concepts: { cards: unknown[] }[];
  };
  expect(doc.format).toBe('inkwell-export');
  expect(doc.entries.map((e) => e.day)).toEqual([DAY1, DAY2]);
  expect(doc.concepts.flatMap((c) => c.cards)).toHaveLength(seeded.cards);

  const zip = await downloadFrom(page, 'Journal as Markdown (.zip)', testInfo);
  expect(zip.name).toBe(`inkwell-journal-${today}.zip`);
  await expect(page.getByTestId('format-export-progress')).toContainText('100%');
  await expect(page.getByText(`Saved ${zip.name}.`)).toBeVisible();
  const members = await unzip(zip.bytes);
  expect([...members.keys()]).toEqual([`journal/${DAY1}.md`, `journal/${DAY2}.md`]);
  const second = members.get(`journal/${DAY2}.md`)!.toString('utf8');
  const [, front, body] = /^---\n([\s\S]*?)\n---\n\n([\s\S]*)$/.exec(second) ?? [];
  // No `level:` line: the entry was not assessed (an assessed one carries its CEFR level there).
  expect(front?.split('\n')).toEqual([`date: ${DAY2}`, 'language: en', 'time_zone: UTC']);
  expect(body).toBe('Yesterday I "went" to the market: it was busy.\n');

  const csv = await downloadFrom(page, 'Cards as CSV', testInfo);
  expect(csv.name).toBe(`inkwell-cards-${today}.csv`);
  const text = csv.bytes.toString('utf8');
  expect(text.startsWith('\ufeff')).toBe(true);
  const lines = text.slice(1).split('\r\n').filter(Boolean);
  expect(lines[0]).toBe(
    'deck,language,card_type,front,back,example,translation,state,due,interval_days,stability,difficulty,reps,lapses,last_review,created',
  );
  expect(lines).toHaveLength(1 + seeded.cards);
  expect(lines.filter((l) => l.startsWith('vocabulary,') && l.includes('bridge'))).not.toHaveLength(0);
  expect(lines.filter((l) => l.startsWith('grammar,') && l.includes('Past simple'))).toHaveLength(1);
  // The reviewed card: its state is no longer new and it has reps and a last review.
  expect(lines.filter((l) => /,(learning|review),[^,]+,\d+,[\d.]+,[\d.]+,1,0,\d{4}-/.test(l))).toHaveLength(
    1,
  );

  const apkg = await downloadFrom(page, 'Decks for Anki (.apkg)', testInfo);
  expect(apkg.name).toBe(`inkwell-decks-${today}.apkg`);
  const files = await unzip(apkg.bytes);
  expect([...files.keys()].sort()).toEqual(['collection.anki2', 'media']);
  const { db, close } = openAnkiCollection(files.get('collection.anki2')!);
  try {
    const col = db.prepare('select ver, models, decks from col').get() as Record<string, string | number>;
    expect(col.ver).toBe(11);
    const models = Object.values(
      JSON.parse(String(col.models)) as Record<string, { id: number; name: string }>,
    );
    expect(models.map((m) => m.name).sort()).toEqual(['Inkwell grammar', 'Inkwell vocabulary']);
    const decks = Object.values(JSON.parse(String(col.decks)) as Record<string, { name: string }>);
    expect(decks.map((d) => d.name)).toEqual(
      expect.arrayContaining(['Inkwell::Vocabulary', 'Inkwell::Grammar']),
    );
    const notes = db.prepare('select mid, flds, tags from notes').all() as {
      mid: number;
      flds: string;
      tags: string;
    }[];
    const modelOf = (mid: number) => models.find((m) => String(m.id) === String(mid))?.name;
    expect(notes.map((n) => [modelOf(n.mid), n.flds.split('\x1f')[0]]).sort()).toEqual([
      ['Inkwell grammar', 'Past simple'],
      ['Inkwell vocabulary', 'bridge'],
    ]);
    expect(notes.find((n) => n.flds.startsWith('bridge'))!.flds.split('\x1f')[1]).toBe('puente');
    const cards = db.prepare('select type, queue, due, ivl, reps, data from cards').all() as {
      type: number;
      queue: number;
      due: number;
      ivl: number;
      reps: number;
      data: string;
    }[];
    expect(cards).toHaveLength(seeded.cards);
    // Anki's new cards: type 0 and queue 0, due by position; the reviewed one left the new queue.
    expect(cards.filter((c) => c.reps === 0).every((c) => c.type === 0 && c.queue === 0)).toBe(true);
    const reviewed = cards.filter((c) => c.reps === 1);
    expect(reviewed).toHaveLength(1);
    expect([1, 2, 3]).toContain(reviewed[0]!.type);
    expect(reviewed[0]!.due).toBeGreaterThan(0);
    expect(JSON.parse(reviewed[0]!.data)).toEqual({ s: expect.any(Number), d: expect.any(Number) });
    const revlog = db.prepare('select ease, type, ivl from revlog').all() as {
      ease: number;
      type: number;
    }[];
    // One review, rated Good (ease 3), logged as a learning step from a new card.
    expect(revlog).toEqual([expect.objectContaining({ ease: 3, type: 0 })]);
    expect(String(db.pragma('integrity_check', { simple: true }))).toBe('ok');
  } finally {
    close();
  }
});
