import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_PAGE_SIZE } from '../../src/mail/dev-outbox-routes.js';
import { createMailer } from '../../src/mail/mailer.js';
import { signupMail } from '../../src/mail/templates.js';
import { createTestApp, type TestApp } from '../support/app.js';

const eml = (to: string, subject: string) =>
  `From: Inkwell <no-reply@inkwell.local>\nTo: ${to}\nSubject: ${subject}\nDate: Mon, 1 Jan 2024 00:00:00 +0000\nContent-Type: text/plain\n\nhello\n`;

describe('/dev/outbox with the default settings (no SMTP_URL, DEV_OUTBOX unset)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { AUTH_RATE_LIMITS: 'false' });
  });
  afterAll(() => t.dispose());

  it('is not served: recovery links stay out of reach of network clients', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      payload: { email: 'x@example.com', password: 'a fine passphrase' },
    });
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/dev/outbox/000000000000001-000001-abcdef.eml' }))
        .statusCode,
    ).toBe(404);
  });

  it('still keeps the mail in DATA_DIR/outbox and hands its link to the log', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'inkwell-outbox-'));
    const lines: string[] = [];
    const mailer = createMailer({
      smtpUrl: undefined,
      mailFrom: 'Inkwell <a@b.c>',
      dataDir,
      log: (l) => lines.push(l),
    });
    await mailer.send(
      signupMail('ana@example.com', 'http://localhost:3000/auth/callback?token_hash=abc&type=signup'),
    );
    expect(mailer.outboxDir).toBe(join(dataDir, 'outbox'));
    expect(lines).toEqual([
      expect.stringContaining('link: http://localhost:3000/auth/callback?token_hash=abc&type=signup'),
    ]);
    expect(lines[0]).toContain(join(dataDir, 'outbox'));
    rmSync(dataDir, { recursive: true, force: true });
  });
});

describe('/dev/outbox with DEV_OUTBOX=true', () => {
  let t: TestApp;
  let outbox: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { AUTH_RATE_LIMITS: 'false', DEV_OUTBOX: 'true' });
    outbox = t.deps.mailer.outboxDir!;
    mkdirSync(outbox, { recursive: true });
    // Two and a half pages of mail, oldest first.
    for (let i = 0; i < 2 * OUTBOX_PAGE_SIZE + 7; i++) {
      const name = `${String(1_000_000 + i).padStart(15, '0')}-${String(i).padStart(6, '0')}-abcdef.eml`;
      writeFileSync(join(outbox, name), eml(`user${i}@example.com`, `mail ${i}`));
    }
  });
  afterAll(() => t.dispose());

  const listed = (html: string) =>
    [...html.matchAll(/<td>user(\d+)@example\.com<\/td>/g)].map((m) => Number(m[1]));
  const older = (html: string) => /href="\/dev\/outbox\?before=([^"]+)"/.exec(html)?.[1];

  it('pages newest first, a fixed number of mails a page, with a link to the older ones', async () => {
    const total = 2 * OUTBOX_PAGE_SIZE + 7;
    const seen: number[] = [];
    let url = '/dev/outbox';
    for (let page = 0; page < 5; page++) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const shown = listed(res.body);
      expect(shown.length).toBeLessThanOrEqual(OUTBOX_PAGE_SIZE);
      seen.push(...shown);
      const next = older(res.body);
      if (!next) break;
      url = `/dev/outbox?before=${next}`;
    }
    expect(seen).toEqual(Array.from({ length: total }, (_, i) => total - 1 - i));
  });

  it('refuses a cursor that is no mail name', async () => {
    for (const before of ['..%2F..%2Fetc', 'x.eml']) {
      expect((await t.app.inject({ method: 'GET', url: `/dev/outbox?before=${before}` })).statusCode).toBe(
        400,
      );
    }
  });
});
