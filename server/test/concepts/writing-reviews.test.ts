import type {
  AssessmentData,
  DueResponse,
  DueWordsResponse,
  WritingReviewsResponse,
} from '@inkwell/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAssessment } from '../../src/analysis/repo.js';
import { endAssessment } from '../../src/analysis/service.js';
import { setAnalysisState } from '../../src/journal/repo.js';
import {
  createSignedInUser,
  createTestApp,
  storeEntry,
  type TestApp,
  type TestUser,
} from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { call } from './helpers.js';
import { commitImport } from '../portability/support.js';

const DAY = 24 * 60 * 60_000;

const data = (corrections: AssessmentData['corrections']): AssessmentData => ({
  feedback: '',
  corrections,
  student_language_level: 'A2',
  vocab_concepts: [],
  grammar: [],
  assessor: 'model',
  model: 'm1',
  language: 'es',
  notes: [],
});

/** A correction of `original` where it first stands in `text`. */
const fix = (text: string, original: string, corrected: string) => {
  const start = text.indexOf(original);
  return {
    id: `fix-${original}`,
    original,
    corrected,
    explanation: 'why',
    category: 'grammar' as const,
    start,
    end: start + original.length,
    context: text,
  };
};

describe.each(ENGINES)('reviews from writing ("Use your due words") on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { startJobs: false });
  });
  afterAll(() => t.dispose());

  /** A learner of Spanish whose words were each reviewed once, so they are learned words, not new ones. */
  async function learner(words: string[]): Promise<TestUser> {
    const user = await createSignedInUser(t);
    await t.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: user.headers,
      payload: { target_language: 'es', native_language: 'en' },
    });
    for (const word of words) {
      const res = await call(t, user, 'POST', '/api/concepts/vocab', {
        word,
        definition: `meaning of ${word}`,
        target_language: 'es',
      });
      expect(res.status).toBe(200);
    }
    const queue = (await call(t, user, 'GET', '/api/concepts/review/due?limit=100')).body as DueResponse;
    for (const card of queue.cards) {
      await call(t, user, 'POST', `/api/concepts/review/${card.card_id}`, { rating: 'good' });
    }
    return user;
  }

  async function assess(user: TestUser, entryId: string, d: AssessmentData, again = false) {
    const k = t.deps.db.kysely;
    await setAnalysisState(k, user.id, entryId, again ? 'analyzed' : null, 'analyzing');
    await startAssessment(k, user.id, entryId, t.clock.now);
    await endAssessment(k, user.id, entryId, { done: d, sessionId: null }, t.clock.now);
  }

  const logsOf = (user: TestUser) =>
    t.deps.db.kysely
      .selectFrom('review_logs')
      .innerJoin('cards', 'cards.id', 'review_logs.card_id')
      .innerJoin('concepts', 'concepts.id', 'cards.concept_id')
      .select(['concepts.word', 'review_logs.rating', 'review_logs.source', 'review_logs.journal_entry_id'])
      .where('review_logs.user_id', '=', user.id)
      .where('review_logs.source', '=', 'writing')
      .orderBy('concepts.word')
      .execute();

  it('offers the due words, one card each, least retrievable first, with their inflected forms', async () => {
    const me = await learner(['hablar', 'perro', 'casa']);
    const other = await learner(['gato']);
    // Nothing is due right after the first review (10 minutes of learning step).
    let res = await call(t, me, 'GET', '/api/writing/due-words');
    expect((res.body as DueWordsResponse).words).toEqual([]);
    t.clock.now += DAY;
    res = await call(t, me, 'GET', '/api/writing/due-words');
    expect(res.status).toBe(200);
    const body = res.body as DueWordsResponse;
    expect(body.language).toBe('es');
    expect(body.words.map((w) => w.word).sort()).toEqual(['casa', 'hablar', 'perro']);
    expect(body.words.find((w) => w.word === 'hablar')?.forms).toEqual(
      expect.arrayContaining(['hablar', 'hablo', 'hable', 'hablamos']),
    );
    expect(body.words.find((w) => w.word === 'perro')?.translation).toBe('meaning of perro');
    const r = body.words.map((w) => w.retrievability);
    expect([...r].sort((a, b) => a - b)).toEqual(r);
    // Another learner's words never show.
    const theirs = (await call(t, other, 'GET', '/api/writing/due-words')).body as DueWordsResponse;
    expect(theirs.words.map((w) => w.word)).toEqual(['gato']);
    await call(t, me, 'POST', '/api/concepts/vocab', {
      word: 'mesa',
      definition: 'table',
      target_language: 'es',
    });
    // A new card (never reviewed) is not yet a word to use.
    const again = (await call(t, me, 'GET', '/api/writing/due-words')).body as DueWordsResponse;
    expect(again.words.map((w) => w.word)).not.toContain('mesa');
  });

  it('used right → reviewed good; corrected → lapse; not used → untouched; once per entry', async () => {
    const me = await learner(['hablar', 'perro', 'casa', 'gato']);
    const other = await learner(['perro']);
    t.clock.now += DAY;
    // Reviewed now, so not due when the entry is assessed: used but untouched.
    const gato = await t.deps.db.kysely
      .selectFrom('concepts')
      .select('id')
      .where('user_id', '=', me.id)
      .where('word', '=', 'gato')
      .executeTakeFirstOrThrow();
    const due = (await call(t, me, 'GET', '/api/concepts/review/due?limit=100')).body as DueResponse;
    for (const card of due.cards.filter((c) => c.concept_id === gato.id))
      await call(t, me, 'POST', `/api/concepts/review/${card.card_id}`, { rating: 'easy' });
    const text = 'Mis perros duermen. Ayer hablé con el gato de mi vecina.';
    const entry = await storeEntry(t, me, text);
    expect(entry.data.target_language).toBe('es');
    const cardsBefore = await t.deps.db.kysely
      .selectFrom('cards')
      .select(['id', 'reps'])
      .where('user_id', '=', me.id)
      .execute();

    await assess(me, entry.id, data([fix(text, 'hablé', 'hablé ya')]));

    expect(await logsOf(me)).toEqual([
      { word: 'hablar', rating: 1, source: 'writing', journal_entry_id: entry.id },
      { word: 'perro', rating: 3, source: 'writing', journal_entry_id: entry.id },
    ]);
    const res = await call(t, me, 'GET', `/api/writing/reviews/${entry.id}`);
    expect(res.status).toBe(200);
    const reviews = (res.body as WritingReviewsResponse).reviews;
    expect(reviews.map((r) => [r.word, r.rating]).sort()).toEqual([
      ['hablar', 'again'],
      ['perro', 'good'],
    ]);
    expect(reviews.every((r) => Date.parse(r.next_due) > t.clock.now)).toBe(true);
    // Exactly two cards moved (one per word used): casa (not used) and gato (not due) are untouched.
    const cardsAfter = await t.deps.db.kysely
      .selectFrom('cards')
      .select(['id', 'reps'])
      .where('user_id', '=', me.id)
      .execute();
    const moved = cardsAfter.filter((c) => cardsBefore.find((b) => b.id === c.id)!.reps !== c.reps);
    expect(moved).toHaveLength(2);

    // A re-analysis logs nothing more, even with other due words in reach.
    t.clock.now += 30 * DAY;
    await assess(me, entry.id, data([]), true);
    expect(await logsOf(me)).toHaveLength(2);

    // The other learner's "perro" card is due too, and is never touched by my entry.
    expect(await logsOf(other)).toEqual([]);
    expect((await call(t, other, 'GET', `/api/writing/reviews/${entry.id}`)).status).toBe(404);

    // Export and import carry the reviews from writing, linked to the imported entry.
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/account/export.json',
      headers: me.headers,
    });
    const doc = exported.json() as {
      entries: { ref: string }[];
      concepts: { cards: { reviews: { source: string; journal_entry_id: string | null }[] }[] }[];
    };
    const fromWriting = doc.concepts
      .flatMap((c) => c.cards.flatMap((x) => x.reviews))
      .filter((r) => r.source === 'writing');
    expect(fromWriting.map((r) => r.journal_entry_id)).toEqual([entry.id, entry.id]);
    const copy = await createSignedInUser(t);
    const imported = await commitImport(t, copy, exported.body);
    expect(imported.statusCode).toBe(200);
    const copied = await logsOf(copy);
    expect(copied).toHaveLength(2);
    const copiedEntry = copied[0]!.journal_entry_id!;
    expect(copiedEntry).not.toBe(entry.id);
    const listed = (await call(t, copy, 'GET', `/api/writing/reviews/${copiedEntry}`))
      .body as WritingReviewsResponse;
    expect(listed.reviews.map((r) => [r.word, r.rating]).sort()).toEqual([
      ['hablar', 'again'],
      ['perro', 'good'],
    ]);
  });

  it('an entry without due words used reviews nothing and lists no reviews', async () => {
    const me = await learner(['perro']);
    t.clock.now += DAY;
    const entry = await storeEntry(t, me, 'Hoy llueve mucho.');
    await assess(me, entry.id, data([]));
    expect(await logsOf(me)).toEqual([]);
    const res = await call(t, me, 'GET', `/api/writing/reviews/${entry.id}`);
    expect(res.body).toEqual({ reviews: [] });
  });
});
