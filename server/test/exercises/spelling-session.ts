import type { ExerciseModule } from '@inkwell/contract';
import { expect } from 'vitest';
import { call } from '../concepts/helpers.js';
import { storeEntry, type TestApp, type TestUser } from '../support/app.js';
import { until } from '../support/until.js';

/** An entry with two accent fixes (issue 17's learner); "mucho frutas" is a mistake nobody caught. */
export const ACCENTS = 'Despues fuimos al mercado. El vendedor era muy simpatico y compramos mucho frutas.';

/**
 * A Spanish learner's entry analysed offline until its session is ready: the two accent fixes share
 * one module (decision 174). Answers the session, that module and its two concepts as stored.
 */
export async function mergedSpellingSession(t: TestApp, user: TestUser) {
  const profile = await t.app.inject({
    method: 'PUT',
    url: '/api/auth/me',
    headers: user.headers,
    payload: { target_language: 'es', native_language: 'en' },
  });
  expect(profile.statusCode).toBe(200);
  const entry = (await storeEntry(t, user, ACCENTS)) as { id: string };
  await call(t, user, 'POST', `/api/documents/journal/${entry.id}/assess`);
  let sessionId: string | null = null;
  await until(async () => {
    const a = (await call(t, user, 'GET', `/api/documents/journal/${entry.id}/assessment`)).body as {
      status: string;
      exercise_session_id: string | null;
    };
    sessionId = a.exercise_session_id;
    return a.status === 'done';
  });
  const id = sessionId!;
  await until(
    async () =>
      ((await call(t, user, 'GET', `/api/exercises/sessions/${id}/status`)).body as { status: string })
        .status === 'ready',
  );
  const { modules } = (await call(t, user, 'GET', `/api/exercises/sessions/${id}`)).body as {
    modules: ExerciseModule[];
  };
  const merged = modules.find((m) => m.concept_title === 'Después, simpático')!;
  expect(merged).toBeDefined();
  const stored = await t.deps.db.kysely
    .selectFrom('exercise_modules')
    .select(['concept_id', 'concept_ids'])
    .where('id', '=', merged.module_id)
    .executeTakeFirstOrThrow();
  const concepts = JSON.parse(stored.concept_ids!) as string[];
  expect(concepts).toHaveLength(2);
  expect(stored.concept_id).toBe(concepts[0]);
  return { id, merged, concepts: concepts as [string, string] };
}
