import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { learnerMessage } from '../../src/ai/errors.js';
import {
  ANALYSIS_FAILED,
  learnerFailure,
  learnerFailureReason,
  MODEL_STILL_BUSY,
} from '../../src/ai/job-failure.js';
import { createSignedInUser, storeEntry, type TestApp, type TestUser } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { startFakeLlm, type FakeLlm } from '../support/fake-llm.js';
import { createModelTestApp } from '../support/model-module.js';

const J = '/api/documents/journal';

/**
 * A failed assessment keeps its reason on the entry (issue 14): a reload reads it from the entry and
 * the journal list, with no request for an assessment that may not exist; a new analysis clears it.
 */
describe.each(ENGINES)('the failure reason of an analysis, on the entry, on %s', (engine) => {
  let t: TestApp;
  let llm: FakeLlm;

  beforeEach(async () => {
    llm = await startFakeLlm({ strict: true });
    t = await createModelTestApp(engine, llm, { AI_MAX_RETRIES: '0', AI_API_KEY: 'sk-secret-key-123456' });
  });
  afterEach(async () => {
    await t.dispose();
    await llm.close();
  });

  const get = async (user: TestUser, url: string) =>
    (await t.app.inject({ method: 'GET', url, headers: user.headers })).json();

  async function waitForState(user: TestUser, id: string, state: string | null) {
    for (let i = 0; i < 200; i++) {
      const entry = await get(user, `${J}/${id}`);
      if (entry.analysis_state === state) return entry;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`entry never reached analysis_state ${state}`);
  }

  it('is stored on the entry and the list when the job fails, in plain words, and cleared by Try again', async () => {
    // A provider error with its own words and URL: the learner must get neither.
    llm.fallback = () => ({
      status: 400,
      body: { error: { message: 'Bad request to https://api.example.test/v1 for key sk-secret-key-123456' } },
    });
    const user = await createSignedInUser(t);
    const entry = await storeEntry(t, user, 'Hola mundo.');
    expect(entry.analysis_error ?? null).toBeNull();
    const assess = () =>
      t.app.inject({ method: 'POST', url: `${J}/${entry.id}/assess`, headers: user.headers });
    expect((await assess()).statusCode).toBe(202);
    await waitForState(user, entry.id, 'analyzing');
    // What a reload reads: the entry itself, and the journal list.
    let failed: { analysis_state: string | null; analysis_error: string | null } | undefined;
    for (let i = 0; i < 200 && !failed?.analysis_error; i++) {
      await new Promise((r) => setTimeout(r, 50));
      failed = await get(user, `${J}/${entry.id}`);
    }
    const plain = learnerMessage('http');
    // Beside the English, the reason as a code the web words in the interface language (decision 294).
    const coded = { code: 'model.unreachable' };
    expect(failed).toMatchObject({
      analysis_state: null,
      analysis_error: plain,
      analysis_error_coded: coded,
    });
    const row = (await get(user, `${J}/`)).find((e: { id: string }) => e.id === entry.id);
    expect(row).toMatchObject({ analysis_error: plain, analysis_error_coded: coded });
    expect(JSON.stringify([failed, row])).not.toMatch(/https?:|sk-|example\.test/);
    // The assessment's own reason agrees.
    expect(await get(user, `${J}/${entry.id}/assessment`)).toMatchObject({
      status: 'failed',
      error: plain,
      error_coded: coded,
    });

    // Try again: the reason is gone as soon as the new analysis starts.
    llm.fallback = () => ({ status: 500, delayMs: 400 });
    t.clock.now += 60_000; // a later request: its own job key
    expect((await assess()).statusCode).toBe(202);
    expect(await get(user, `${J}/${entry.id}`)).toMatchObject({
      analysis_state: 'analyzing',
      analysis_error: null,
      analysis_error_coded: null,
    });
    const again = await waitForState(user, entry.id, null);
    expect(again.analysis_error).toBe(plain);
  });

  it("another learner's failure never shows on my entries", async () => {
    llm.fallback = () => ({ status: 500 });
    const me = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const mine = await storeEntry(t, me, 'Hola.');
    const theirs = await storeEntry(t, other, 'Adiós.');
    await t.app.inject({ method: 'POST', url: `${J}/${theirs.id}/assess`, headers: other.headers });
    for (let i = 0; i < 200; i++) {
      if ((await get(other, `${J}/${theirs.id}`)).analysis_error) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect((await get(other, `${J}/${theirs.id}`)).analysis_error).toBe(learnerMessage('http'));
    expect((await get(me, `${J}/${mine.id}`)).analysis_error).toBeNull();
    expect(
      (await t.app.inject({ method: 'GET', url: `${J}/${theirs.id}`, headers: me.headers })).statusCode,
    ).toBe(404);
  });
});

describe('learnerFailure (decision 294)', () => {
  it("codes every sentence a failed analysis may show, with the quota's values", () => {
    for (const kind of ['http', 'timeout', 'schema', 'refused', 'cut_off', 'too_long', 'config'] as const)
      expect(learnerFailure(learnerMessage(kind)).text).toBe(learnerMessage(kind));
    expect(learnerFailure(learnerMessage('schema')).coded).toEqual({ code: 'model.unusable' });
    expect(learnerFailure(MODEL_STILL_BUSY).coded).toEqual({ code: 'model.still_busy' });
    const quota = 'Your daily limit of 300 model requests is used up; it renews in about 1 hour.';
    expect(learnerFailure(quota)).toEqual({
      text: quota,
      coded: { code: 'quota.daily_model_calls', params: { limit: 300, hours: 1 } },
    });
    expect(learnerFailure('SQLITE_BUSY: database is locked')).toEqual({
      text: ANALYSIS_FAILED,
      coded: { code: 'analysis.failed' },
    });
  });
});

describe('learnerFailureReason', () => {
  it("passes the AI layer's and the quota's plain sentences, replaces anything else", () => {
    expect(learnerFailureReason(learnerMessage('timeout'))).toBe(learnerMessage('timeout'));
    const quota = 'Your daily limit of 300 model requests is used up; it renews in about 3 hours.';
    expect(learnerFailureReason(quota)).toBe(quota);
    expect(learnerFailureReason('SQLITE_BUSY: database is locked')).toBe(ANALYSIS_FAILED);
    expect(learnerFailureReason('The model at http://10.0.0.5:8080/v1 answered 400: bad key')).toBe(
      ANALYSIS_FAILED,
    );
  });
});
