import type { InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enqueueDueMails, SEND_QUEUE } from '../../src/reminders/send.js';
import { createSignedInUser, createTestApp, type TestApp, type TestUser } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { injectOnRealClock, outboxMails } from '../support/outbox.js';
import { until } from '../support/until.js';

// Monday 23 November 2026, 19:00 in Berlin is 18:00 UTC.
const MONDAY_1900_BERLIN = Date.UTC(2026, 10, 23, 18, 0);

/** Mails in the learner's interface language (issue 26, decision 295); English when none is set. */
describe.each(ENGINES)('reminder and digest in the interface language on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(() => t.dispose());

  const outbox = () => outboxMails(t);
  const inject = (opts: InjectOptions) => injectOnRealClock(t, opts);
  async function learner(interfaceLanguage: string | null): Promise<TestUser> {
    const user = await createSignedInUser(t);
    const me = await inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: user.headers,
      payload: { time_zone: 'Europe/Berlin', interface_language: interfaceLanguage },
    });
    expect(me.statusCode).toBe(200);
    const settings = await inject({
      method: 'PUT',
      url: '/api/auth/me/reminders',
      headers: user.headers,
      payload: {
        reminder_enabled: true,
        reminder_weekdays: [1],
        reminder_time: '19:00',
        digest_enabled: true,
        digest_weekday: 1,
        digest_time: '19:00',
      },
    });
    expect(settings.statusCode).toBe(200);
    await inject({
      method: 'POST',
      url: '/api/documents/journal/store/',
      headers: user.headers,
      payload: {
        date: String(MONDAY_1900_BERLIN / 1000 - 86_400),
        content: 'Ayer fue un buen día en el lago.',
        time_zone: 'Europe/Berlin',
      },
    });
    return user;
  }
  async function sendMonday(users: TestUser[]) {
    t.clock.now = MONDAY_1900_BERLIN;
    await enqueueDueMails(t.deps, t.clock.now);
    for (const user of users)
      for (const kind of ['reminder', 'digest'])
        await until(
          async () =>
            (await t.deps.jobs.getByKey(SEND_QUEUE, `${kind}:${user.id}:2026-11-23`))?.state === 'done',
          8000,
        );
    return outbox();
  }

  it("a Spanish learner's reminder and digest arrive in Spanish, text and HTML; an English one's stay English", async () => {
    const es = await learner('es');
    const en = await learner(null);
    const mails = await sendMonday([es, en]);
    const of = (user: TestUser) => mails.filter((m) => m.to.includes(user.email));

    const reminder = of(es).find((m) => m.subject === '¿Unas frases hoy?')!;
    expect(reminder).toBeDefined();
    expect(reminder.text).toContain(
      'Este es tu recordatorio de Inkwell: una entrada corta mantiene el hábito.',
    );
    expect(reminder.html).toContain(
      '<p>Este es tu recordatorio de Inkwell: una entrada corta mantiene el hábito.</p>',
    );
    expect(reminder.text).toMatch(
      /Dejar de recibir estos recordatorios \(un clic, sin iniciar sesión\):\nhttps?:\/\/\S+\/api\/unsubscribe\?token=/,
    );
    // RFC 8058: the headers do not change with the language.
    expect(reminder.header('List-Unsubscribe')).toMatch(/^<https?:\/\/\S+\/api\/unsubscribe\?token=\S+>$/);
    expect(reminder.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    const digest = of(es).find((m) => m.subject === 'Tu semana en Inkwell')!;
    expect(digest).toBeDefined();
    for (const part of [digest.text, digest.html]) {
      expect(part).toContain('Palabras escritas esta semana: 8');
      expect(part).toContain('Racha: 1 día');
      expect(part).toContain('Tarjetas pendientes de repaso: 0');
      expect(part).toContain('Una idea para tu próxima entrada:');
    }
    expect(digest.text).not.toMatch(/Words written|Streak|Stop the weekly digest|Write today/);
    expect(digest.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    expect(
      of(en)
        .map((m) => m.subject)
        .sort(),
    ).toEqual(['A few sentences today?', 'Your week in Inkwell']);
    expect(of(en).find((m) => m.subject === 'Your week in Inkwell')!.text).toContain('Streak: 1 day');
  });
});
