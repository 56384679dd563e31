import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { parseEml } from './eml.js';

const FILE_NAME = /^[0-9]+-[0-9]+-[0-9a-f]+\.eml$/;
/** Mails per page: only these files are read, however large the outbox. */
export const OUTBOX_PAGE_SIZE = 50;

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
 * /dev/outbox: the mails the server would have sent, for development without an SMTP server. Registered
 * only with DEV_OUTBOX=true and no SMTP_URL: it shows every sign-in link to whoever can reach it.
 * Newest first, OUTBOX_PAGE_SIZE a page; `?before=<file>` gives the page of mails older than that one.
 */
export const devOutboxRoutes: FastifyPluginAsync<{ outboxDir: string }> = async (app, { outboxDir }) => {
  app.get<{ Querystring: { before?: string } }>('/', async (req, reply) => {
    const { before } = req.query;
    if (before !== undefined && !FILE_NAME.test(before)) {
      return reply.status(400).send({ detail: 'before: must be the name of an outbox mail' });
    }
    // Names only (sortable by time); of the files, only this page's are read.
    const names = (await readdir(outboxDir))
      .filter((f) => FILE_NAME.test(f) && (before === undefined || f < before))
      .sort()
      .reverse();
    const files = names.slice(0, OUTBOX_PAGE_SIZE);
    const mails = await Promise.all(
      files.map(async (file) => ({ file, mail: parseEml(await readFile(join(outboxDir, file), 'utf8')) })),
    );
    const rows = mails.map(
      ({ file, mail }) =>
        `<tr><td>${escapeHtml(mail.date)}</td><td>${escapeHtml(mail.to)}</td><td><a href="/dev/outbox/${file}">${escapeHtml(mail.subject || '(no subject)')}</a></td></tr>`,
    );
    const body = files.length
      ? `<table><thead><tr><th>Date</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
      : '<p>No mail yet.</p>';
    const nav = [
      before !== undefined ? '<a href="/dev/outbox">Newest</a>' : '',
      names.length > files.length ? `<a rel="next" href="/dev/outbox?before=${files.at(-1)!}">Older</a>` : '',
    ].filter(Boolean);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        page(
          'Outbox',
          `<h1>Outbox</h1><p>Newest first. Mails are files in ${escapeHtml(outboxDir)}.</p>${body}<p>${nav.join(' · ')}</p>`,
        ),
      );
  });

  app.get<{ Params: { file: string } }>('/:file', async (req, reply) => {
    const { file } = req.params;
    let raw: string;
    try {
      if (!FILE_NAME.test(file)) throw new Error('bad name');
      raw = await readFile(join(outboxDir, file), 'utf8');
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
