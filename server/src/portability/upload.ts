import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { once } from 'node:events';
import { HttpError } from '../http/errors.js';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../private-files.js';
import { IMPORT_LIMITS } from './bundle.js';

/** An upload on disk; `remove` deletes it (call it in a finally: after the import, and on errors). */
export interface Upload {
  path: string;
  size: number;
  remove(): Promise<void>;
}

/** A folder left by a process that died mid-import is removed by the next upload after this long. */
const STALE_MS = 60 * 60 * 1000;

/**
 * The upload body, streamed to a private file under DATA_DIR/uploads (0600 in a 0700 folder; never held
 * in memory while it arrives) and stopped at IMPORT_LIMITS.maxUploadBytes with a 413 naming the file.
 * The parsers then read from that file, so the upload's bytes are not all in memory at once.
 */
export async function receiveUpload(
  body: Readable,
  fileName: string,
  declared: number | undefined,
  dataDir: string,
): Promise<Upload> {
  const max = IMPORT_LIMITS.maxUploadBytes;
  const tooLarge = () =>
    new HttpError(413, `${fileName}: the file is larger than the import limit of ${max / 1024 / 1024} MB`);
  if (declared !== undefined && declared > max) {
    body.resume();
    throw tooLarge();
  }
  const root = join(dataDir, 'uploads');
  ensurePrivateDir(root);
  await removeStale(root);
  const dir = await mkdtemp(join(root, 'import-'));
  const path = join(dir, 'upload');
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    let seen = 0;
    const out = createWriteStream(path, { mode: PRIVATE_FILE_MODE });
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
    return { path, size: seen, remove };
  } catch (e) {
    await remove();
    throw e;
  }
}

async function removeStale(root: string): Promise<void> {
  const now = Date.now();
  for (const name of await readdir(root).catch(() => [] as string[])) {
    const dir = join(root, name);
    const info = await stat(dir).catch(() => null);
    if (info && now - info.mtimeMs > STALE_MS) await rm(dir, { recursive: true, force: true });
  }
}
