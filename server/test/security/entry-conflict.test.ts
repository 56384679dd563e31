import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../support/engines.js';
import { createSignedInUser, type TestUser } from '../support/app.js';
import { createSecurityApp, type SecurityApp } from './support.js';

const J = '/api/documents/journal';
const DAY = String(Date.UTC(2026, 2, 14) / 1000);

// Entry conflicts (decision 138): a New Entry page opened before another device saved that day must not replace it.
describe.each(ENGINES)('a stale New Entry page on %s', (engine) => {
  let t: SecurityApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createSecurityApp(engine, {}, { startJobs: false });
    user = await createSignedInUser(t);
  });
  afterAll(() => t.dispose());

  const store = (content: string) =>
    t.app.inject({
      method: 'POST',
      url: `${J}/store/`,
      headers: user.headers,
      payload: { date: DAY, content, time_zone: 'UTC' },
    });

  it('gets 409 {detail, code} and leaves the other device’s entry intact', async () => {
    const phone = await store('Written on the phone.');
    expect(phone.statusCode).toBe(200);
    const laptop = await store('Written on the laptop, in a page opened earlier.');
    expect(laptop.statusCode).toBe(409);
    // The sentence for older clients, the stable code the web words in the learner's language (decision 276).
    expect(Object.keys(laptop.json()).sort()).toEqual(['code', 'detail']);
    expect(laptop.json().code).toBe('journal.day_has_entry');
    expect(laptop.json().detail).toMatch(/already have a journal entry for this day/);

    const got = await t.app.inject({ method: 'GET', url: `${J}/${phone.json().id}`, headers: user.headers });
    expect(got.json()).toMatchObject({ data: { content: 'Written on the phone.' }, version: 1 });
  });

  it('still lets the entry be edited with the version that was loaded', async () => {
    const month = await t.app.inject({ method: 'GET', url: `${J}/monthly/2026/3`, headers: user.headers });
    const [entry] = month.json() as { id: string; version: number }[];
    const put = await t.app.inject({
      method: 'PUT',
      url: `${J}/${entry!.id}`,
      headers: user.headers,
      payload: { content: 'Edited on the laptop.', version: entry!.version },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ data: { content: 'Edited on the laptop.' }, version: 2 });
  });
});
