import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as assessments from '../../src/analysis/repo.js';
import { insertUser } from '../../src/auth/repo.js';
import { inTransaction, type Executor } from '../../src/db/executor.js';
import * as journal from '../../src/journal/repo.js';
import { purgeDeletedEntryOfDay } from '../../src/journal/entry-undo.js';
import { findProfile, saveProfile } from '../../src/profile/repo.js';
import { createTestDb, ENGINES, type TestDb } from '../support/engines.js';

const NOW = 1_700_000_000_000;
const PROFILE = {
  display_name: 'Ana',
  native_language: 'en',
  target_language: 'de',
  time_zone: 'UTC',
  variety: null,
  gender: null,
  interface_language: null,
};

/** Decision 182: journal, profile, assessment and portability repos take an Executor, so one service's
 * transaction can hold their writes: all of them land together or none does. */
describe.each(ENGINES)('journal, profile and assessment writes in a caller transaction on %s', (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(engine);
  });
  afterAll(() => t.dispose());

  const newUser = () =>
    insertUser(t.db.kysely, {
      email: `${randomUUID()}@example.com`,
      passwordHash: 'x',
      metadata: '{}',
      confirmedAt: NOW,
      now: NOW,
    });
  const entryValues = (userId: string, day: string) => ({
    id: randomUUID(),
    userId,
    day,
    dateSeconds: NOW / 1000,
    timeZone: 'UTC',
    content: 'Ich habe gelernt.',
    targetLanguage: 'de',
    wordCount: 3,
    now: NOW,
  });

  /** Entry, profile and assessment written on `trx`; the caller decides whether they commit. */
  async function writeAll(trx: Executor, userId: string, day: string) {
    const entry = await journal.insertEntryOfDay(trx, entryValues(userId, day));
    await saveProfile(trx, userId, PROFILE, NOW);
    await assessments.startAssessment(trx, userId, entry!.id, NOW);
    expect(await journal.setAnalysisState(trx, userId, entry!.id, null, 'analyzing')).toBe(true);
    return entry!.id;
  }

  it('rolls every repo write back when the caller transaction fails', async () => {
    const user = await newUser();
    let entryId = '';
    const failed = await t.db.kysely
      .transaction()
      .execute(async (trx) => {
        entryId = await writeAll(trx, user.id, '2024-03-01');
        throw new Error('a later step of the service failed');
      })
      .catch((e: Error) => e.message);
    expect(failed).toBe('a later step of the service failed');
    expect(await journal.findEntry(t.db.kysely, user.id, entryId)).toBeUndefined();
    expect(await assessments.findAssessment(t.db.kysely, user.id, entryId)).toBeUndefined();
    expect(await findProfile(t.db, user.id)).toMatchObject({ display_name: null, time_zone: null });
  });

  it('keeps every repo write when the caller transaction commits', async () => {
    const user = await newUser();
    const entryId = await inTransaction(t.db.kysely, (trx) => writeAll(trx, user.id, '2024-03-02'));
    expect(await journal.findEntry(t.db.kysely, user.id, entryId)).toMatchObject({
      analysis_state: 'analyzing',
      content: 'Ich habe gelernt.',
    });
    expect(await assessments.findAssessment(t.db.kysely, user.id, entryId)).toMatchObject({
      status: 'analyzing',
    });
    expect(await findProfile(t.db, user.id)).toMatchObject(PROFILE);
  });

  it('a purge of a deleted entry joins the caller transaction and is undone with it', async () => {
    const user = await newUser();
    const deleted = await journal.insertEntryOfDay(t.db.kysely, entryValues(user.id, '2024-03-03'));
    await t.db.kysely
      .updateTable('journal_entries')
      .set({ deleted_at: NOW })
      .where('id', '=', deleted!.id)
      .execute();
    await t.db.kysely
      .transaction()
      .execute(async (trx) => {
        expect(await purgeDeletedEntryOfDay(trx, user.id, '2024-03-03')).toBe(true);
        expect(await journal.insertEntryOfDay(trx, entryValues(user.id, '2024-03-03'))).toBeDefined();
        throw new Error('rollback');
      })
      .catch((e: Error) => expect(e.message).toBe('rollback'));
    const left = await t.db.kysely
      .selectFrom('journal_entries')
      .select(['id', 'deleted_at'])
      .where('user_id', '=', user.id)
      .execute();
    expect(left).toEqual([{ id: deleted!.id, deleted_at: expect.anything() }]);
  });
});
