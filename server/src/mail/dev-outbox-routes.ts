import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { parseEml } from './eml.js';

const FILE_NAME = /^[0-9]+-[0-9]+-[0-9a-f]+\.eml$/;
const SHOWN = 200;

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Escapes text and turns its http(s) URLs into links. */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<>"]+/g, (url) => `<a href="${url}">${url}</a>`);

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem;line-height:1.5}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.4rem;border-bottom:1px solid #ccc}
pre{white-space:pre-wrap;background:#f4f4f4;padding:1rem;border-radius:.4rem}
@media (prefers-color-scheme:dark){body{background:#111;color:#eee}pre{background:#222}a{color:#8cf}}</style>
</head><body>${body}</body></html>`;

/**
 * /dev/outbox: the mails the server would have sent, for development without an SMTP server.
 * Registered only while no SMTP_URL is configured (elsewhere the path is a 404).
 */
export const devOutboxRoutes: FastifyPluginAsync<{ outboxDir: string }> = async (app, { outboxDir }) => {
  app.get('/', async (_req, reply) => {
    const files = readdirSync(outboxDir)
      .filter((f) => FILE_NAME.test(f))
      .sort()
      .reverse()
      .slice(0, SHOWN);
    const rows = files.map((file) => {
      const mail = parseEml(readFileSync(join(outboxDir, file), 'utf8'));
      return `<tr><td>${escapeHtml(mail.date)}</td><td>${escapeHtml(mail.to)}</td><td><a href="/dev/outbox/${file}">${escapeHtml(mail.subject || '(no subject)')}</a></td></tr>`;
    });
    const body = files.length
      ? `<table><thead><tr><th>Date</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
      : '<p>No mail yet.</p>';
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        page(
          'Outbox',
          `<h1>Outbox</h1><p>Newest first. Mails are files in ${escapeHtml(outboxDir)}.</p>${body}`,
        ),
      );
  });

  app.get<{ Params: { file: string } }>('/:file', async (req, reply) => {
    const { file } = req.params;
    let raw: string;
    try {
      if (!FILE_NAME.test(file)) throw new Error('bad name');
      raw = readFileSync(join(outboxDir, file), 'utf8');
    } catch {
      return reply.status(404).send({ detail: 'No such mail' });
    }
    const mail = parseEml(raw);
    const body = `<p><a href="/dev/outbox">← Outbox</a></p><h1>${escapeHtml(mail.subject)}</h1>
<p>From: ${escapeHtml(mail.from)}<br>To: ${escapeHtml(mail.to)}<br>Date: ${escapeHtml(mail.date)}</p>
<pre>${linkify(mail.text)}</pre>`;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page(mail.subject, body));
  });
};
