// Independent readers of the files the exports write, shared by the server tests and the e2e download test
// (which imports this file): yauzl and better-sqlite3 only, not the app's own import code.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import yauzl from 'yauzl';

/** Every member of a zip, read with yauzl directly (our import reader keeps only text). */
export function unzip(data: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true }, (err, zip) => {
      if (err) return reject(err);
      const out = new Map<string, Buffer>();
      zip.on('entry', (e: yauzl.Entry) =>
        zip.openReadStream(e, (er, s) => {
          if (er) return reject(er);
          const chunks: Buffer[] = [];
          s.on('data', (c: Buffer) => chunks.push(c));
          s.on('end', () => {
            out.set(e.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        }),
      );
      zip.on('end', () => resolve(out));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** An Anki collection's bytes opened read-only with better-sqlite3 (an independent reader of what Anki reads); `close` also removes its copy. */
export function openAnkiCollection(collection: Buffer) {
  const dir = mkdtempSync(join(tmpdir(), 'apkg-read-'));
  const file = join(dir, 'collection.anki2');
  writeFileSync(file, collection);
  const db = new SQLite(file, { readonly: true });
  return { db, close: () => (db.close(), rmSync(dir, { recursive: true, force: true })) };
}
