import type { JournalEntry } from '@inkwell/contract';
import type { TestApp, TestUser } from '../support/app.js';

export const J = '/api/documents/journal';
export const ENTRY =
  'Gestern ich bin mit meine Freunde in den Park gegangen. Wir haben viel gelacht und Eis gegessen. ' +
  'Am Abend ich war sehr müde, aber glücklich.';
export const NATIVE =
  'Gestern bin ich mit meinen Freunden in den Park gegangen. Wir haben viel gelacht und Eis gegessen. ' +
  'Abends war ich todmüde, aber glücklich.';

export const call = (
  t: TestApp,
  user: TestUser,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: user.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

let day = Date.UTC(2026, 8, 1) / 1000;

/** A German entry of `user`, stored through the API. */
export async function writeGermanEntry(t: TestApp, user: TestUser, content = ENTRY): Promise<JournalEntry> {
  await call(t, user, 'PUT', '/api/auth/me', {
    target_language: 'de',
    native_language: 'en',
    variety: 'de-AT',
  });
  day += 86_400;
  const res = await call(t, user, 'POST', `${J}/store/`, { date: String(day), content });
  if (res.statusCode !== 200) throw new Error(`store → ${res.statusCode} ${res.body}`);
  return res.json();
}

/**
 * Marks the entry analysed with a finished assessment at `level`, as the assessment job leaves it: the
 * analysis itself is the assessment tests' subject, and here it would only add model calls to script.
 */
export async function markAnalysed(t: TestApp, user: TestUser, entryId: string, level = 'B1'): Promise<void> {
  const now = t.deps.now();
  await t.deps.db.kysely
    .updateTable('journal_entries')
    .set({ analysis_state: 'analyzed' })
    .where('id', '=', entryId)
    .where('user_id', '=', user.id)
    .execute();
  await t.deps.db.kysely
    .insertInto('assessments')
    .values({
      journal_entry_id: entryId,
      user_id: user.id,
      status: 'done',
      data: null,
      error: null,
      new_words: 0,
      new_grammar_points: 0,
      level,
      exercise_session_id: null,
      partial_corrections: null,
      retry_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** The native_versions rows of an entry, straight from the table. */
export const storedRows = (t: TestApp, entryId: string) =>
  t.deps.db.kysely
    .selectFrom('native_versions')
    .selectAll()
    .where('journal_entry_id', '=', entryId)
    .execute();
