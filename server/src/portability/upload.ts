import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { once } from 'node:events';
import { HttpError } from '../http/errors.js';
import { IMPORT_LIMITS } from './bundle.js';

/**
 * The upload body, streamed to a private temporary file (never held in memory while it arrives) and
 * stopped at IMPORT_LIMITS.maxUploadBytes with a 413 naming the file. Answers the file's bytes; the
 * temporary file is removed.
 */
export async function receiveUpload(body: Readable, fileName: string, declared: number | undefined) {
  const max = IMPORT_LIMITS.maxUploadBytes;
  const tooLarge = () =>
    new HttpError(413, `${fileName}: the file is larger than the import limit of ${max / 1024 / 1024} MB`);
  if (declared !== undefined && declared > max) {
    body.resume();
    throw tooLarge();
  }
  const dir = await mkdtemp(join(tmpdir(), 'inkwell-import-'));
  const path = join(dir, 'upload');
  try {
    let seen = 0;
    const out = createWriteStream(path, { mode: 0o600 });
    try {
      for await (const chunk of body as AsyncIterable<Buffer>) {
        seen += chunk.length;
        // Past the cap the rest is read and dropped (nothing kept), so the client gets the 413 rather
        // than a reset connection.
        if (seen > max) continue;
        if (!out.write(chunk)) await once(out, 'drain');
      }
      if (seen > max) throw tooLarge();
    } finally {
      out.end();
      await once(out, 'close').catch(() => undefined);
    }
    return await readFile(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
