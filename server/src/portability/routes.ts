import { Readable } from 'node:stream';
import { importConflictChoice } from '@inkwell/contract';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { verifyPassword } from '../auth/index.js';
import { currentUser } from '../auth/index.js';
import { findUser, useReauthenticationCode } from '../auth/index.js';
import type { Deps } from '../deps.js';
import { HttpError, parse } from '../http/errors.js';
import { deleteAccount } from './delete-account.js';
import { estimateExportBytes, exportJson } from './export-json.js';
import { countExport } from './export-limits.js';
import { commitImport, previewImport } from './import.js';
import { IMPORT_COSTS } from './import-limits.js';
import { ImportSlots } from './import-slots.js';
import { parseOffThread } from './parse-thread.js';
import { receiveUpload } from './upload.js';

// Re-authentication as for a password change (decision 126): the current password, or the code that
// GET /auth/v1/reauthenticate mailed.
const deleteAccountBody = z
  .object({ current_password: z.string().min(1).optional(), nonce: z.string().min(1).max(20).optional() })
  .strict()
  .refine((b) => b.current_password !== undefined || b.nonce !== undefined, {
    message: 'current_password (or the nonce mailed by /auth/v1/reauthenticate) is required',
  });
const importQuery = z.object({
  file: z.string().min(1).max(255).default('upload'),
  commit: z.enum(['0', '1']).default('0'),
  on_conflict: importConflictChoice.default('skip'),
});

/** Account deletion, export and import (issue 15, decision 159; entry deletion is the journal's); every route acts on the signed-in user only. */
export const portabilityRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps;

  // Delete the account: re-authenticated with the current password, then every row, mail and session.
  app.delete('/account', async (req, reply) => {
    const user = currentUser(req);
    const body = parse(deleteAccountBody, req.body);
    if (deps.config.auth.mode === 'external') {
      throw new HttpError(409, 'Accounts are managed by the external auth project; delete the account there');
    }
    await deps.rateCounter.hit(`user:account-delete:${user.id}`, 3_600_000).then(({ count }) => {
      if (count > 5)
        throw new HttpError(429, 'Too many attempts; try again in an hour', { 'retry-after': '3600' });
    });
    const row = await findUser(db.kysely, user.id);
    if (!row) throw new HttpError(404, 'Account not found');
    const ok =
      body.current_password !== undefined
        ? await verifyPassword(row.password_hash, body.current_password)
        : await useReauthenticationCode(
            { ...deps, emailLimits: null, userLimits: null, log: req.log },
            user.id,
            body.nonce!,
          );
    if (!ok) {
      throw new HttpError(
        400,
        body.current_password !== undefined
          ? 'Current password is incorrect'
          : 'Verification code is invalid or has expired',
      );
    }
    await deleteAccount(deps, user.id, row.email);
    return reply.status(204).send();
  });

  app.get('/account/export.json', async (req, reply) => {
    const user = currentUser(req);
    await countExport(deps, user.id);
    const now = deps.now();
    const name = `inkwell-export-${new Date(now).toISOString().slice(0, 10)}.json`;
    const estimate = await estimateExportBytes(db.kysely, user.id);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .header('x-inkwell-estimated-bytes', String(estimate))
      .send(Readable.from(exportJson(db.kysely, user.id, now)));
  });

  // The upload is the request body itself (no multipart): streamed to a temporary file, capped.
  app.addContentTypeParser(
    ['application/octet-stream', 'application/zip', 'text/plain', 'text/markdown'],
    (_req, payload, done) => done(null, payload),
  );
  const importSlots = new ImportSlots(IMPORT_COSTS.perUser, IMPORT_COSTS.perProcess);
  app.post('/account/import', async (req) => {
    const user = currentUser(req);
    const q = parse(importQuery, req.query);
    let release: () => void;
    try {
      release = importSlots.take(user.id);
    } catch (e) {
      if (req.body instanceof Readable) req.body.resume();
      throw e;
    }
    try {
      const declared = req.headers['content-length'] ? Number(req.headers['content-length']) : undefined;
      // A JSON body (an API client, the tests) arrives parsed by Fastify's own capped JSON parser; any
      // other body is streamed to a private file that the parse thread reads and that goes afterwards.
      const upload =
        req.body instanceof Readable
          ? await receiveUpload(req.body, q.file, declared, deps.config.dataDir)
          : null;
      const bundle = await parseOffThread(
        q.file,
        upload ? { path: upload.path } : Buffer.from(JSON.stringify(req.body ?? null)),
      ).finally(() => upload?.remove());
      if (bundle.entries.length === 0) throw new HttpError(400, `${q.file}: there is nothing to import`);
      if (q.commit === '0') return await previewImport(db.kysely, user.id, q.file, bundle);
      return await commitImport(deps, user.id, bundle, q.on_conflict);
    } finally {
      release();
    }
  });
};
