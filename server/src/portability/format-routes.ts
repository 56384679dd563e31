import type { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../auth/index.js';
import type { Deps } from '../deps.js';
import { countExport } from './export-limits.js';
import { ankiPackage } from './formats/anki-package.js';
import { cardsCsv } from './formats/cards-csv.js';
import { journalZip } from './formats/markdown-export.js';

/**
 * The file exports beside the JSON one (issue 15, decision 162): the journal as Markdown in a zip, the
 * cards as CSV, the decks as an Anki package. Each streams the signed-in user's rows only; the file
 * name says what and the UTC day it was made.
 */
export const formatRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const k = deps.db.kysely;
  const day = () => new Date(deps.now()).toISOString().slice(0, 10);

  // Every export counts against the account's hourly allowance (export-limits.ts) before it reads a row.
  const exporter = async (req: FastifyRequest) => {
    const user = currentUser(req);
    await countExport(deps, user.id);
    return user.id;
  };

  app.get('/account/export/journal.zip', async (req, reply) =>
    download(reply, `inkwell-journal-${day()}.zip`, 'application/zip', journalZip(k, await exporter(req))),
  );

  app.get('/account/export/cards.csv', async (req, reply) =>
    download(
      reply,
      `inkwell-cards-${day()}.csv`,
      'text/csv; charset=utf-8; header=present',
      cardsCsv(k, await exporter(req)),
    ),
  );

  app.get('/account/export/decks.apkg', async (req, reply) => {
    const stream = await ankiPackage(k, await exporter(req), deps.now());
    return download(reply, `inkwell-decks-${day()}.apkg`, 'application/vnd.anki', stream);
  });
};

function download(reply: FastifyReply, name: string, type: string, body: Readable) {
  return reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(body);
}
