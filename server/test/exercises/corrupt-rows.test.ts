import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presentAssessment } from '../../src/analysis/service.js';
import { StoredDataError } from '../../src/db/json-column.js';
import { exercisesContext } from '../../src/exercises/context.js';
import { getSession } from '../../src/exercises/service.js';
import { call } from '../concepts/helpers.js';
import { createSignedInUser, createTestApp, type TestApp } from '../support/app.js';
import { readySession } from './support.js';

/** JSON columns are read with their schemas: a corrupt row is an error naming where it is, not a cast. */
describe('corrupt JSON rows', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.dispose());

  it('a module whose lesson lost a phase fails naming exercise_modules.data and the row; the API answers a plain 500', async () => {
    const user = await createSignedInUser(t);
    const { id } = await readySession(t, user, 'perro');
    const module = await t.deps.db.kysely
      .selectFrom('exercise_modules')
      .select(['id', 'data'])
      .where('session_id', '=', id)
      .executeTakeFirstOrThrow();
    const phases = JSON.parse(module.data!) as Record<string, unknown>;
    delete phases.review;
    await t.deps.db.kysely
      .updateTable('exercise_modules')
      .set({ data: JSON.stringify(phases) })
      .where('id', '=', module.id)
      .execute();

    const read = getSession(exercisesContext(t.deps), user.id, id);
    await expect(read).rejects.toBeInstanceOf(StoredDataError);
    await expect(read).rejects.toThrow(
      `exercise_modules.data of row ${module.id} does not match its schema (review: `,
    );
    const res = await call(t, user, 'GET', `/api/exercises/sessions/${id}`);
    expect(res).toMatchObject({ status: 500, body: { detail: 'Internal server error' } });
  });

  it('an assessment whose data is cut off fails naming assessments.data and the entry', () => {
    const row = {
      journal_entry_id: 'entry-1',
      user_id: 'u',
      status: 'done' as const,
      data: '{"feedback":"Good","corrections":[',
      error: null,
      new_words: 0,
      new_grammar_points: 0,
      level: null,
      exercise_session_id: null,
      partial_corrections: null,
      retry_at: null,
      created_at: 0,
      updated_at: 0,
    };
    expect(() => presentAssessment(row)).toThrow('assessments.data of row entry-1 is not valid JSON');
    expect(() => presentAssessment({ ...row, data: '{"feedback":"Good"}' })).toThrow(
      /^assessments\.data of row entry-1 does not match its schema \(corrections: /,
    );
  });
});
