import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Deps } from '../../src/deps.js';
import { enqueueDueMails, SEND_QUEUE, sendSlotMail, slotMessageId } from '../../src/reminders/send.js';
import { createRuntime } from '../../src/runtime.js';
import { createSignedInUser, createTestApp, type TestApp, type TestUser } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { injectOnRealClock, outboxMails } from '../support/outbox.js';
import { until } from '../support/until.js';

// Monday 23 November 2026, 19:00 in Berlin is 18:00 UTC.
const MONDAY_1900_BERLIN = Date.UTC(2026, 10, 23, 18, 0);

describe.each(ENGINES)('reminder and digest mails on %s', (engine) => {
  let t: TestApp;
  const extra: Deps[] = [];
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(async () => {
    await Promise.all(extra.splice(0).map((d) => d.jobs.stop(100)));
    await t.dispose();
  });

  const outbox = () => outboxMails(t);
  const inject = (opts: InjectOptions) => injectOnRealClock(t, opts);
  const optIn = async (user: TestUser, body: object = {}) => {
    await inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: user.headers,
      payload: { time_zone: 'Europe/Berlin' },
    });
    const res = await inject({
      method: 'PUT',
      url: '/api/auth/me/reminders',
      headers: user.headers,
      payload: {
        reminder_enabled: true,
        reminder_weekdays: [1, 2, 3, 4, 5],
        reminder_time: '19:00',
        ...body,
      },
    });
    expect(res.statusCode).toBe(200);
    // Tokens were issued at the real time; the mails run on the fake clock from here on.
    t.clock.now = MONDAY_1900_BERLIN;
    return res.json();
  };
  const unsubscribeUrlOf = (text: string) => /https?:\/\/\S+\/api\/unsubscribe\?token=\S+/.exec(text)![0];
  const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

  it('reads and updates the settings, validating them; another user sees only their own', async () => {
    const a = await createSignedInUser(t);
    const b = await createSignedInUser(t);
    const before = await inject({ method: 'GET', url: '/api/auth/me/reminders', headers: a.headers });
    expect(before.json()).toMatchObject({ reminder_enabled: false, digest_enabled: false });
    expect(await optIn(a, { reminder_weekdays: [5, 1] })).toMatchObject({
      reminder_enabled: true,
      reminder_weekdays: [1, 5],
    });
    const bad = await inject({
      method: 'PUT',
      url: '/api/auth/me/reminders',
      headers: a.headers,
      payload: { reminder_time: '25:00', reminder_weekdays: [8] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/reminder_time: must be a time HH:MM/);
    const other = await inject({ method: 'GET', url: '/api/auth/me/reminders', headers: b.headers });
    expect(other.json()).toMatchObject({ reminder_enabled: false });
    expect((await inject({ method: 'GET', url: '/api/auth/me/reminders' })).statusCode).toBe(401);
  });

  it('sends one reminder per learner and slot with two workers ticking twice; none when they wrote that day, none unconfirmed', async () => {
    const [a, wrote, unconfirmed] = [
      await createSignedInUser(t),
      await createSignedInUser(t),
      await createSignedInUser(t),
    ];
    for (const u of [a, wrote, unconfirmed]) await optIn(u);
    await t.deps.db.kysely
      .updateTable('users')
      .set({ email_confirmed_at: null })
      .where('id', '=', unconfirmed.id)
      .execute();
    // `wrote` has an entry on their local Monday.
    await inject({
      method: 'POST',
      url: '/api/documents/journal/store/',
      headers: wrote.headers,
      payload: {
        date: String(MONDAY_1900_BERLIN / 1000 - 3600),
        content: 'Heute habe ich geschrieben.',
        time_zone: 'Europe/Berlin',
      },
    });
    const second = createRuntime(t.deps.config, t.deps.db, { now: () => t.clock.now, jobPollMs: 25 });
    extra.push(second);
    second.jobs.start();
    await Promise.all([enqueueDueMails(t.deps, t.clock.now), enqueueDueMails(second, t.clock.now + 60_000)]);
    await enqueueDueMails(second, t.clock.now + 120_000);
    const sendJobs = () =>
      t.deps.db.kysely.selectFrom('jobs').selectAll().where('queue', '=', SEND_QUEUE).execute();
    await until(
      async () => (await sendJobs()).length > 0 && (await sendJobs()).every((j) => j.state === 'done'),
      8000,
    );
    const mails = outbox();
    expect(mails.map((m) => m.to)).toEqual([a.email]);
    const slots = await t.deps.db.kysely.selectFrom('mail_slots').selectAll().orderBy('skipped').execute();
    expect(slots).toHaveLength(2);
    expect(slots.find((s) => s.user_id === wrote.id)).toMatchObject({
      skipped: 'already wrote that day',
      sent_at: null,
    });
    const mail = mails[0]!;
    expect(mail.header('List-Unsubscribe')).toMatch(/^<https?:\/\/.+\/api\/unsubscribe\?token=.+>$/);
    expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.header('Message-ID')).toBe(
      slotMessageId(t.deps.config.appUrl, { userId: a.id, kind: 'reminder', slot: '2026-11-23' }),
    );
    expect(mail.raw).toMatch(/Content-Type: text\/html/i);
    expect(mail.text).toContain(`${t.deps.config.appUrl}/profile`);
  });

  it('a worker killed after writing the slot: the survivor sends it once; a re-run after it was sent sends nothing', async () => {
    const a = await createSignedInUser(t);
    await optIn(a);
    const payload = { userId: a.id, kind: 'reminder' as const, slot: '2026-11-23', at: MONDAY_1900_BERLIN };
    // No worker runs while the crash is staged (a running one could claim the job first); the
    // survivors are built now and started only once the dead worker's traces are in place.
    await t.deps.jobs.stop(100);
    const survivors = [1, 2].map(() =>
      createRuntime(t.deps.config, t.deps.db, { now: () => t.clock.now, jobPollMs: 25 }),
    );
    extra.push(...survivors);
    const { id } = await survivors[0]!.jobs.enqueue(SEND_QUEUE, payload, {
      key: `reminder:${a.id}:2026-11-23`,
    });
    // The dead worker had claimed the job and written the slot row, then died before sending.
    await t.deps.db.kysely
      .insertInto('mail_slots')
      .values({
        user_id: a.id,
        kind: 'reminder',
        slot: '2026-11-23',
        message_id: 'x',
        created_at: t.clock.now,
        sent_at: null,
        skipped: null,
      })
      .execute();
    await t.deps.db.kysely
      .updateTable('jobs')
      .set({ state: 'running', attempts: 1, locked_by: 'killed', locked_until: Date.now() - 1 })
      .where('id', '=', id)
      .execute();
    if (engine === 'postgres') {
      await sql`update ${sql.id(t.deps.db.schema!, 'job')} set state = 'active',
          started_on = now() - interval '1 minute', expire_in = interval '1 second', output = '{"worker": "killed"}'
        where id = ${id}::uuid`.execute(t.deps.db.kysely);
    }
    survivors.forEach((s) => s.jobs.start());
    await until(
      async () => (await t.deps.jobs.getByKey(SEND_QUEUE, `reminder:${a.id}:2026-11-23`))?.state === 'done',
      8000,
    );
    expect(outbox()).toHaveLength(1);
    await sendSlotMail(survivors[0]!, payload);
    expect(outbox()).toHaveLength(1);
  });

  it('sends the weekly digest with the week figures', async () => {
    const a = await createSignedInUser(t);
    await optIn(a, {
      reminder_enabled: false,
      digest_enabled: true,
      digest_weekday: 1,
      digest_time: '19:00',
    });
    await inject({
      method: 'POST',
      url: '/api/documents/journal/store/',
      headers: a.headers,
      payload: {
        date: String(MONDAY_1900_BERLIN / 1000 - 86_400),
        content: 'Gestern war ein guter Tag am See.',
        time_zone: 'Europe/Berlin',
      },
    });
    await enqueueDueMails(t.deps, t.clock.now);
    await until(
      async () => (await t.deps.jobs.getByKey(SEND_QUEUE, `digest:${a.id}:2026-11-23`))?.state === 'done',
      8000,
    );
    const [mail] = outbox();
    expect(mail!.subject).toBe('Your week in Inkwell');
    expect(mail!.text).toContain('Words written this week: 7');
    expect(mail!.text).toContain('Streak: 1 day');
    expect(mail!.text).toContain('Cards due for review: 0');
    expect(mail!.text).toContain('A prompt for your next entry:');
    expect(mail!.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it('unsubscribes signed out with one click, for that list only; a tampered token is refused (other lists and users: unsubscribe-token.test.ts)', async () => {
    const a = await createSignedInUser(t);
    await optIn(a, { digest_enabled: true });
    await sendSlotMail(t.deps, {
      userId: a.id,
      kind: 'reminder',
      slot: '2026-11-23',
      at: MONDAY_1900_BERLIN,
    });
    const url = pathOf(unsubscribeUrlOf(outbox()[0]!.text));
    const page = await inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<button type="submit">Unsubscribe</button>');
    const tampered = url.replace(/token=(.)/, (_m, c: string) => `token=${c === 'A' ? 'B' : 'A'}`);
    expect((await inject({ method: 'POST', url: tampered })).statusCode).toBe(400);
    const post = await inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(post.statusCode).toBe(200);
    const after = await inject({ method: 'GET', url: '/api/auth/me/reminders', headers: a.headers });
    expect(after.json()).toMatchObject({ reminder_enabled: false, digest_enabled: true });
  });

  it('sends nothing to a deleted account', async () => {
    const a = await createSignedInUser(t);
    await optIn(a);
    await t.deps.db.kysely.deleteFrom('reminder_settings').where('user_id', '=', a.id).execute();
    await t.deps.db.kysely.deleteFrom('auth_sessions').where('user_id', '=', a.id).execute();
    await t.deps.db.kysely.deleteFrom('profiles').where('user_id', '=', a.id).execute();
    await t.deps.db.kysely.deleteFrom('users').where('id', '=', a.id).execute();
    await sendSlotMail(t.deps, {
      userId: a.id,
      kind: 'reminder',
      slot: '2026-11-23',
      at: MONDAY_1900_BERLIN,
    });
    await enqueueDueMails(t.deps, t.clock.now);
    expect(outbox()).toHaveLength(0);
  });
});
