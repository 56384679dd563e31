import type { ExerciseModule, SessionWithModules } from '@inkwell/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS_CHANGED } from '../../src/concepts/service.js';
import { NOTHING_ANSWERED } from '../../src/exercises/completion.js';
import { call } from '../concepts/helpers.js';
import { createSignedInUser, createTestApp, type TestApp, type TestUser } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { mergedSpellingSession } from './spelling-session.js';
import { readySession } from './support.js';

/** Finishing a session: completed and card reviews in one transaction, on both engines. */
describe.each(ENGINES)('exercise completion on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.dispose());

  const complete = (user: TestUser, id: string) =>
    call(t, user, 'POST', `/api/exercises/sessions/${id}/complete`);
  const status = async (user: TestUser, id: string) =>
    ((await call(t, user, 'GET', `/api/exercises/sessions/${id}`)).body as SessionWithModules).session.status;
  const cardsOf = (conceptId: string) =>
    t.deps.db.kysely
      .selectFrom('cards')
      .select(['id', 'reps', 'last_review'])
      .where('concept_id', '=', conceptId)
      .orderBy('id')
      .execute();
  const reviewLogs = async (user: TestUser) =>
    Number(
      (
        await t.deps.db.kysely
          .selectFrom('review_logs')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', user.id)
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** Answers each module's first guided question: right for the first module, wrong for the others. */
  async function answerFirstQuestions(user: TestUser, id: string) {
    const { modules } = (await call(t, user, 'GET', `/api/exercises/sessions/${id}`)).body as {
      modules: ExerciseModule[];
    };
    for (const [i, m] of modules.entries()) {
      const question = m.phases.guided_practice.content.exercises[0]!;
      const res = await call(t, user, 'POST', `/api/exercises/sessions/${id}/answers`, {
        module_id: m.module_id,
        phase: 'guided_practice',
        index: 0,
        answer: i === 0 ? question.answer : 'zzz not it',
      });
      expect((res.body as { correct: boolean }).correct).toBe(i === 0);
    }
  }

  /** A database trigger that refuses the review log of one card, as a constraint would. */
  async function refuseReviewsOf(cardId: string) {
    if (engine === 'sqlite') {
      await sql`create trigger refuse_review before insert on review_logs
        when new.card_id = ${sql.lit(cardId)}
        begin select raise(abort, 'forced: review refused'); end`.execute(t.deps.db.kysely);
    } else {
      await sql`create function refuse_review() returns trigger language plpgsql as $$
        begin
          if new.card_id = ${sql.lit(cardId)} then
            raise exception 'forced: review refused' using errcode = 'foreign_key_violation';
          end if;
          return new;
        end $$`.execute(t.deps.db.kysely);
      await sql`create trigger refuse_review before insert on review_logs
        for each row execute function refuse_review()`.execute(t.deps.db.kysely);
    }
  }
  async function allowReviews() {
    await sql`drop trigger refuse_review${sql.raw(engine === 'postgres' ? ' on review_logs' : '')}`.execute(
      t.deps.db.kysely,
    );
    if (engine === 'postgres') await sql`drop function refuse_review()`.execute(t.deps.db.kysely);
  }

  it('completes the session and reviews each answered concept’s cards together; a repeat changes nothing', async () => {
    const user = await createSignedInUser(t);
    const { id, concepts } = await readySession(t, user, 'perro', 'gato');
    await answerFirstQuestions(user, id);
    const first = await complete(user, id);
    expect(first.status).toBe(200);
    expect((first.body as SessionWithModules).session.status).toBe('completed');
    for (const concept of concepts) {
      const cards = await cardsOf(concept);
      expect(cards).toHaveLength(2); // recognition and recall
      expect(cards.every((c) => c.reps === 1 && c.last_review === t.clock.now)).toBe(true);
    }
    expect(await reviewLogs(user)).toBe(4);

    t.clock.now += 60_000;
    const again = await complete(user, id);
    expect(again.status).toBe(200);
    expect((again.body as SessionWithModules).session.status).toBe('completed');
    expect(await reviewLogs(user)).toBe(4);
  });

  it('a review that cannot be saved leaves the session ready and no card reviewed; finishing again works', async () => {
    const user = await createSignedInUser(t);
    const { id, concepts } = await readySession(t, user, 'casa', 'mesa');
    await answerFirstQuestions(user, id);
    // The second concept's card fails after the first concept's cards were already reviewed.
    const refused = (await cardsOf(concepts[1]!))[1]!.id;
    await refuseReviewsOf(refused);
    try {
      const res = await complete(user, id);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ detail: CARDS_CHANGED, code: 'conflict' });
      expect(await status(user, id)).toBe('ready');
      expect(await reviewLogs(user)).toBe(0);
      for (const concept of concepts) expect((await cardsOf(concept)).map((c) => c.reps)).toEqual([0, 0]);
    } finally {
      await allowReviews();
    }
    const retried = await complete(user, id);
    expect(retried.status).toBe(200);
    expect(await status(user, id)).toBe('completed');
    expect(await reviewLogs(user)).toBe(4);
  });

  it('a concept removed from the deck meanwhile is skipped; the others are reviewed', async () => {
    const user = await createSignedInUser(t);
    const { id, concepts } = await readySession(t, user, 'libro', 'silla');
    await answerFirstQuestions(user, id);
    expect((await call(t, user, 'DELETE', `/api/concepts/${concepts[1]}`)).status).toBe(204);
    const res = await complete(user, id);
    expect(res.status).toBe(200);
    expect(await status(user, id)).toBe('completed');
    expect((await cardsOf(concepts[0]!)).map((c) => c.reps)).toEqual([1, 1]);
    expect(await reviewLogs(user)).toBe(2);
  });

  it('a merged spelling module rates each word’s concept from that word’s own answers (decision 188)', async () => {
    const user = await createSignedInUser(t);
    const { id, merged, concepts } = await mergedSpellingSession(t, user);
    const [despues, simpatico] = concepts;
    // Both words in the deck: an accent fix makes one spelling card each.
    for (const concept of [despues, simpatico]) {
      const added = await call(t, user, 'POST', '/api/concepts/srs-cards', {
        concept_id: concept,
        concept_type: 'vocab',
        card_types: ['recognition', 'recall'],
      });
      expect(added.status).toBe(200);
    }
    // Every question on “Después” answered right, every one on “simpático” wrong.
    let right = 0;
    let wrong = 0;
    for (const phase of ['guided_practice', 'independent_practice'] as const) {
      for (const [index, q] of merged.phases[phase].content.exercises.entries()) {
        const onDespues = q.answer.includes('Después');
        const res = await call(t, user, 'POST', `/api/exercises/sessions/${id}/answers`, {
          module_id: merged.module_id,
          phase,
          index,
          answer: onDespues ? q.answer : 'zzz not it',
        });
        expect((res.body as { correct: boolean }).correct).toBe(onDespues);
        if (onDespues) right++;
        else if (q.answer.includes('simpático')) wrong++;
      }
    }
    expect(right).toBeGreaterThan(0);
    expect(wrong).toBeGreaterThan(0);
    expect((await complete(user, id)).status).toBe(200);
    const ratings = async (concept: string) =>
      (
        await t.deps.db.kysely
          .selectFrom('review_logs')
          .innerJoin('cards', 'cards.id', 'review_logs.card_id')
          .select('review_logs.rating')
          .where('cards.concept_id', '=', concept)
          .where('review_logs.user_id', '=', user.id)
          .execute()
      ).map((r) => r.rating);
    expect(await ratings(despues)).toEqual([3]); // good
    expect(await ratings(simpatico)).toEqual([1]); // again
  });

  it('a session with nothing answered cannot be finished (400); after one answer it can (issue 22)', async () => {
    const user = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const { id } = await readySession(t, user, 'nube');
    const res = await complete(user, id);
    expect(res).toMatchObject({ status: 400, body: { detail: NOTHING_ANSWERED } });
    expect(await status(user, id)).toBe('ready');
    expect(await reviewLogs(user)).toBe(0);
    await answerFirstQuestions(user, id);
    // Another learner still cannot finish it: the session is not theirs.
    expect((await complete(other, id)).status).toBe(404);
    expect((await complete(user, id)).status).toBe(200);
    expect(await status(user, id)).toBe('completed');
  });

  it('a session still generating cannot be finished (409) and stays as it is', async () => {
    const user = await createSignedInUser(t);
    const { id } = await readySession(t, user, 'flor');
    await t.deps.db.kysely
      .updateTable('exercise_sessions')
      .set({ status: 'generating' })
      .where('id', '=', id)
      .execute();
    const res = await complete(user, id);
    expect(res).toMatchObject({
      status: 409,
      body: { detail: 'Exercise session is generating; only a ready session can be finished' },
    });
    expect(await status(user, id)).toBe('generating');
  });
});
