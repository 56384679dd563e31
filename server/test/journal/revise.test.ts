import type { EntryAssessment, EntryVersionsResponse, JournalEntry } from '@inkwell/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeDeletedEntry } from '../../src/journal/entry-undo.js';
import { createSignedInUser, createTestApp, type TestApp, type TestUser } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { until } from '../support/until.js';
import { commitImport } from '../portability/support.js';

const J = '/api/documents/journal';
const FIRST = 'I has went to the store yesterday and buyed a apple.';
// The revision brings words the first version never used: none of them may count as the learner's.
const SECOND = 'Yesterday I went to the market and bought a crunchy pineapple with my grandmother.';

describe.each(ENGINES)('revising an analysed entry on %s', (engine) => {
  let t: TestApp;
  let a: TestUser;
  let b: TestUser;

  const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: user.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  let day = Date.UTC(2026, 9, 1) / 1000;
  const writeEntry = async (user: TestUser, content: string): Promise<JournalEntry> => {
    await call(user, 'PUT', '/api/auth/me', { target_language: 'en', native_language: 'es' });
    day += 86_400;
    const res = await call(user, 'POST', `${J}/store/`, { date: String(day), content });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const analyse = async (user: TestUser, id: string): Promise<EntryAssessment> => {
    t.clock.now += 1000; // each analysis is a job of its own moment (its key names the time)
    expect((await call(user, 'POST', `${J}/${id}/assess`)).statusCode).toBe(202);
    let done: EntryAssessment | undefined;
    await until(async () => {
      done = (await call(user, 'GET', `${J}/${id}/assessment`)).json();
      return done?.status === 'done';
    });
    return done!;
  };
  const entry = async (user: TestUser, id: string): Promise<JournalEntry> =>
    (await call(user, 'GET', `${J}/${id}`)).json();
  const versions = async (user: TestUser, id: string) =>
    (await call(user, 'GET', `${J}/${id}/versions`)).json<EntryVersionsResponse>().versions;
  const figures = (userId: string) =>
    t.deps.db.kysely
      .selectFrom('assessment_figures')
      .select(['journal_entry_id', 'words', 'mistakes'])
      .where('user_id', '=', userId)
      .execute();
  const lemmas = async (userId: string) =>
    (
      await t.deps.db.kysely.selectFrom('user_lemmas').select('lemma').where('user_id', '=', userId).execute()
    ).map((r) => r.lemma);

  beforeAll(async () => {
    t = await createTestApp(engine);
    a = await createSignedInUser(t);
    b = await createSignedInUser(t);
  }, 120_000);
  afterAll(() => t.dispose());

  it('keeps the first version and its assessment, analyses the revision, and counts the first version only', async () => {
    const e = await writeEntry(a, FIRST);
    const firstAssessment = await analyse(a, e.id);
    const analysed = await entry(a, e.id);
    const figuresBefore = await figures(a.id);
    expect(figuresBefore).toHaveLength(1);
    const lemmasBefore = (await lemmas(a.id)).sort();

    const revised = await call(a, 'POST', `${J}/${e.id}/revise`, {
      content: SECOND,
      version: analysed.version,
    });
    expect(revised.statusCode).toBe(200);
    const r = revised.json<JournalEntry>();
    expect(r.data.content).toBe(SECOND);
    expect(r.analysis_state).toBeNull();
    expect(r.version).toBe(analysed.version + 1);
    // The revision is not analysed yet: no assessment on the entry, the old one is with version 1.
    expect((await call(a, 'GET', `${J}/${e.id}/assessment`)).statusCode).toBe(404);
    const [v1, ...more] = await versions(a, e.id);
    expect(more).toEqual([]);
    expect(v1).toMatchObject({ number: 1, content: FIRST, word_count: analysed.word_count });
    expect(v1!.assessment).toEqual(firstAssessment.data);

    const secondAssessment = await analyse(a, e.id);
    expect(secondAssessment.data!.corrections.length).toBeLessThan(firstAssessment.data!.corrections.length);
    expect((await entry(a, e.id)).analysis_state).toBe('analyzed');
    expect(await versions(a, e.id)).toHaveLength(1);

    // Progress still counts the first version: one figures row, unchanged, and no lemma of the revision.
    expect(await figures(a.id)).toEqual(figuresBefore);
    const lemmasAfter = (await lemmas(a.id)).sort();
    expect(lemmasAfter).toEqual(lemmasBefore);
    expect(lemmasAfter).not.toContain('pineapple');

    // A second revision keeps version 2 with the second assessment.
    const again = await entry(a, e.id);
    const third = await call(a, 'POST', `${J}/${e.id}/revise`, {
      content: `${SECOND} It was sweet.`,
      version: again.version,
    });
    expect(third.statusCode).toBe(200);
    const kept = await versions(a, e.id);
    expect(kept.map((v) => [v.number, v.content])).toEqual([
      [1, FIRST],
      [2, SECOND],
    ]);
    expect(kept[1]!.assessment).toEqual(secondAssessment.data);
    expect(await figures(a.id)).toEqual(figuresBefore);
  });

  it('refuses what is not a revision of an analysed entry, and another user cannot see or revise it', async () => {
    const e = await writeEntry(a, FIRST);
    // Not analysed yet: edit it directly instead.
    expect(
      (await call(a, 'POST', `${J}/${e.id}/revise`, { content: SECOND, version: e.version })).statusCode,
    ).toBe(409);
    await analyse(a, e.id);
    const analysed = await entry(a, e.id);
    const stale = await call(a, 'POST', `${J}/${e.id}/revise`, {
      content: SECOND,
      version: analysed.version + 5,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toMatch(/changed elsewhere/);
    const blank = await call(a, 'POST', `${J}/${e.id}/revise`, { content: '   ', version: analysed.version });
    expect(blank.statusCode).toBe(400);
    expect((await call(a, 'POST', `${J}/not-an-id/revise`, { content: SECOND, version: 1 })).statusCode).toBe(
      404,
    );

    expect(
      (await call(a, 'POST', `${J}/${e.id}/revise`, { content: SECOND, version: analysed.version }))
        .statusCode,
    ).toBe(200);
    // B: 404 for A's versions and A's entry, whatever the body; A's entry is untouched.
    expect((await call(b, 'GET', `${J}/${e.id}/versions`)).statusCode).toBe(404);
    expect(
      (await call(b, 'POST', `${J}/${e.id}/revise`, { content: 'mine now', version: analysed.version + 1 }))
        .statusCode,
    ).toBe(404);
    expect((await call(b, 'POST', `${J}/${e.id}/revise`, { nonsense: true })).statusCode).toBe(404);
    expect((await entry(a, e.id)).data.content).toBe(SECOND);
    expect(await versions(a, e.id)).toHaveLength(1);
  });

  it('carries versions through export and import (the first version still counts), and purges them with the entry', async () => {
    const e = await writeEntry(a, FIRST);
    await analyse(a, e.id);
    const v = (await entry(a, e.id)).version;
    expect((await call(a, 'POST', `${J}/${e.id}/revise`, { content: SECOND, version: v })).statusCode).toBe(
      200,
    );
    const exported = await call(a, 'GET', '/api/account/export.json');
    expect(exported.statusCode).toBe(200);
    const doc = exported.json();
    expect(
      doc.entry_versions.filter((x: { journal_entry_id: string }) => x.journal_entry_id === e.id),
    ).toHaveLength(1);

    const c = await createSignedInUser(t);
    const imported = await commitImport(t, c, exported.body, 'export.json');
    expect(imported.statusCode).toBe(200);
    const mine = await t.deps.db.kysely
      .selectFrom('journal_entries')
      .select(['id', 'content', 'word_count'])
      .where('user_id', '=', c.id)
      .where('content', '=', SECOND)
      .executeTakeFirstOrThrow();
    const [kept] = await versions(c, mine.id);
    expect(kept).toMatchObject({ number: 1, content: FIRST });
    expect(kept!.assessment?.corrections.length).toBeGreaterThan(0);
    // The import recomputes figures: the revised entry counts with its first version's words.
    const fig = (await figures(c.id)).find((f) => f.journal_entry_id === mine.id);
    expect(fig?.words).toBe(kept!.word_count);
    expect(await lemmas(c.id)).not.toContain('pineapple');

    const del = await call(a, 'DELETE', `${J}/${e.id}`);
    expect(del.statusCode).toBe(204);
    expect((await call(a, 'GET', `${J}/${e.id}/versions`)).statusCode).toBe(404);
    const deletedAt = Number(
      (
        await t.deps.db.kysely
          .selectFrom('journal_entries')
          .select('deleted_at')
          .where('id', '=', e.id)
          .executeTakeFirstOrThrow()
      ).deleted_at,
    );
    await purgeDeletedEntry(t.deps.db.kysely, a.id, e.id, deletedAt);
    const left = await t.deps.db.kysely
      .selectFrom('entry_versions')
      .select('id')
      .where('journal_entry_id', '=', e.id)
      .execute();
    expect(left).toEqual([]);
    // C's imported copy is another entry and keeps its version.
    expect(await versions(c, mine.id)).toHaveLength(1);
  });
});
