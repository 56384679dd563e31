import type { AssessmentCorrection, ExerciseModule } from '@inkwell/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../concepts/helpers.js';
import {
  createSignedInUser,
  createTestApp,
  storeEntry,
  type TestApp,
  type TestUser,
} from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { until } from '../support/until.js';
import { mergedSpellingSession } from './spelling-session.js';

/**
 * Issue 22, decision 272: a correction the learner rejects after the entry's session was generated
 * stops being drilled — no question expects the refused form, its module goes when nothing true is
 * left, its concept is no longer the session's card, and answers to its questions go while the others
 * keep their place.
 */

const J = '/api/documents/journal';
const GERMAN =
  'Am Samstag bin ich mit das Fahrrad in die Stadt gefahren. Ich habe dort viel Wasser getrinkt. ' +
  'Danach ich kaufe Brot.';

type Session = {
  session: { status: string; answers: { module_id: string; index: number; phase: string }[] };
  modules: ExerciseModule[];
};

const answersOf = (m: ExerciseModule) => [
  ...m.phases.guided_practice.content.exercises.map((e) => e.answer),
  ...m.phases.independent_practice.content.exercises.map((e) => e.answer),
  ...(m.phases.independent_practice.content.challenge_question
    ? [m.phases.independent_practice.content.challenge_question.answer]
    : []),
];

async function analysedSession(t: TestApp, user: TestUser, text: string, lang: string) {
  await t.app.inject({
    method: 'PUT',
    url: '/api/auth/me',
    headers: user.headers,
    payload: { target_language: lang, native_language: 'en' },
  });
  const entry = (await storeEntry(t, user, text)) as { id: string };
  await call(t, user, 'POST', `${J}/${entry.id}/assess`);
  let sessionId = '';
  let corrections: AssessmentCorrection[] = [];
  await until(async () => {
    const a = (await call(t, user, 'GET', `${J}/${entry.id}/assessment`)).body as {
      status: string;
      exercise_session_id: string | null;
      data: { corrections: AssessmentCorrection[] } | null;
    };
    sessionId = a.exercise_session_id ?? '';
    corrections = a.data?.corrections ?? [];
    return a.status === 'done';
  });
  await until(
    async () =>
      ((await call(t, user, 'GET', `/api/exercises/sessions/${sessionId}/status`)).body as { status: string })
        .status === 'ready',
  );
  return { entryId: entry.id, sessionId, corrections };
}

const session = async (t: TestApp, user: TestUser, id: string) =>
  (await call(t, user, 'GET', `/api/exercises/sessions/${id}`)).body as Session;

const reject = (t: TestApp, user: TestUser, entryId: string, correctionId: string) =>
  call(t, user, 'POST', `${J}/${entryId}/correction-state`, {
    correction_id: correctionId,
    accepted: false,
    rejected: true,
  });

describe.each(ENGINES)('a fix rejected after its session exists on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    t.deps.jobs.start();
  });
  afterAll(() => t.dispose());

  it('is never an answer again: its module and its answers go, other answers stay', async () => {
    const user = await createSignedInUser(t);
    const { entryId, sessionId, corrections } = await analysedSession(t, user, GERMAN, 'de');
    const participle = corrections.find((c) => c.original === 'getrinkt' && c.corrected === 'getrunken')!;
    expect(participle).toBeDefined();
    const before = await session(t, user, sessionId);
    const drilled = before.modules.find((m) => answersOf(m).includes('getrunken'))!;
    const other = before.modules.find((m) => !answersOf(m).includes('getrunken'))!;
    expect(drilled).toBeDefined();
    expect(other).toBeDefined();
    // One answer in each module before the learner changes their mind.
    for (const m of [drilled, other]) {
      const ex = m.phases.guided_practice.content.exercises[0]!;
      const r = await call(t, user, 'POST', `/api/exercises/sessions/${sessionId}/answers`, {
        module_id: m.module_id,
        phase: 'guided_practice',
        index: 0,
        answer: ex.answer,
      });
      expect(r.status).toBe(200);
    }

    expect((await reject(t, user, entryId, participle.id)).status).toBe(200);

    const after = await session(t, user, sessionId);
    expect(after.session.status).toBe('ready');
    expect(after.modules.flatMap(answersOf)).not.toContain('getrunken');
    expect(after.modules.map((m) => m.module_id)).not.toContain(drilled.module_id);
    expect(after.modules.map((m) => m.module_id)).toContain(other.module_id);
    expect(after.session.answers.map((a) => a.module_id)).toEqual([other.module_id]);
    // Rejecting it again, or rejecting another fix of the entry, keeps the session consistent.
    expect((await reject(t, user, entryId, participle.id)).status).toBe(200);
    expect((await session(t, user, sessionId)).modules).toHaveLength(after.modules.length);
  });

  it('leaves a merged module: its word, questions and concept go, later answers move up', async () => {
    const user = await createSignedInUser(t);
    const { id, merged, concepts } = await mergedSpellingSession(t, user);
    const entryId = (
      await t.deps.db.kysely
        .selectFrom('exercise_sessions')
        .select('journal_entry_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).journal_entry_id!;
    const corrections = (
      (await call(t, user, 'GET', `${J}/${entryId}/assessment`)).body as {
        data: { corrections: AssessmentCorrection[] };
      }
    ).data.corrections;
    const despues = corrections.find((c) => c.corrected === 'Después')!;
    // Answer the last guided question that expects "simpático": it must keep its answer after the move.
    const guided = merged.phases.guided_practice.content.exercises;
    const last = guided
      .map((e) => e.answer)
      .lastIndexOf(guided.find((e) => e.answer.includes('simpático'))!.answer);
    expect(last).toBeGreaterThanOrEqual(0);
    await call(t, user, 'POST', `/api/exercises/sessions/${id}/answers`, {
      module_id: merged.module_id,
      phase: 'guided_practice',
      index: last,
      answer: guided[last]!.answer,
    });

    expect((await reject(t, user, entryId, despues.id)).status).toBe(200);

    const after = await session(t, user, id);
    const module = after.modules.find((m) => m.module_id === merged.module_id)!;
    expect(answersOf(module).some((a) => a.includes('Después'))).toBe(false);
    expect(answersOf(module).some((a) => a.includes('simpático'))).toBe(true);
    // One concept left: the module names simpático's concept and lists no words.
    expect(module.concept_id).toBe(concepts[1]);
    expect(module.concepts).toBeUndefined();
    const moved = after.session.answers.find((a) => a.module_id === merged.module_id)!;
    expect(module.phases.guided_practice.content.exercises[moved.index]!.answer).toBe(guided[last]!.answer);
  });
});
