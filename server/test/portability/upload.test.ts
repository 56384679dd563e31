import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_LIMITS } from '../../src/portability/bundle.js';
import { zipOf } from '../../src/portability/formats/test-zip.js';
import { receiveUpload } from '../../src/portability/upload.js';
import { createSignedInUser, createTestApp, type TestApp, type TestUser } from '../support/app.js';

const chunks = (...parts: (string | Buffer)[]) =>
  Readable.from(parts.map((p) => (Buffer.isBuffer(p) ? p : Buffer.from(p))));

describe('receiveUpload', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'inkwell-upload-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('streams the body to a private file under DATA_DIR/uploads, removed by remove()', async () => {
    const upload = await receiveUpload(chunks('# 2026-11-25\n', 'Hola.\n'), 'j.md', undefined, dataDir);
    expect(dirname(dirname(upload.path))).toBe(join(dataDir, 'uploads'));
    expect(readFileSync(upload.path, 'utf8')).toBe('# 2026-11-25\nHola.\n');
    expect(upload.size).toBe(19);
    expect(statSync(upload.path).mode & 0o777).toBe(0o600);
    expect(statSync(dirname(upload.path)).mode & 0o777).toBe(0o700);
    expect(statSync(join(dataDir, 'uploads')).mode & 0o777).toBe(0o700);
    await upload.remove();
    expect(existsSync(dirname(upload.path))).toBe(false);
  });

  it('past the cap: a 413 naming the file, and no file left behind', async () => {
    const mb = Buffer.alloc(1024 * 1024, 0x41);
    const parts = Array.from({ length: IMPORT_LIMITS.maxUploadBytes / mb.length + 1 }, () => mb);
    const err = await receiveUpload(chunks(...parts), 'huge.md', undefined, dataDir).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 413 });
    expect((err as Error).message).toMatch(/^huge\.md: .*larger than the import limit/);
    expect(readdirSync(join(dataDir, 'uploads'))).toEqual([]);
  }, 60_000);
});

describe('the import route reads uploads from a temporary file it removes', () => {
  let t: TestApp;
  let u: TestUser;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {}, { startJobs: false });
    u = await createSignedInUser(t);
  }, 60_000);
  afterAll(() => t.dispose());

  const uploads = () => readdirSync(join(t.deps.config.dataDir, 'uploads'));
  const post = (file: string, body: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: `/api/account/import?file=${encodeURIComponent(file)}&commit=0`,
      headers: { ...u.headers, 'content-type': 'application/octet-stream' },
      payload: body,
    });

  it('a zip is read from the file: its days are previewed; a truncated one is a 400 naming it', async () => {
    const zip = await zipOf({
      'journal/2026-11-24.md': '---\ndate: 2026-11-24\n---\n\nAyer.\n',
      'journal/2026-11-25.md': '---\ndate: 2026-11-25\n---\n\nHoy.\n',
    });
    const ok = await post('old-journal.zip', zip);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().create.map((c: { day: string }) => c.day)).toEqual(['2026-11-24', '2026-11-25']);
    expect(uploads()).toEqual([]);

    const cut = await post('cut.zip', zip.subarray(0, zip.length - 30));
    expect(cut.statusCode).toBe(400);
    expect(cut.json().detail).toMatch(/^cut\.zip: the zip is damaged or truncated/);
    expect(uploads()).toEqual([]);
  });

  it('a JSON export and a text journal are read from the file too; nothing is left after an error', async () => {
    const bad = await post('mine.json', Buffer.from('{"format":"inkwell-export","version":9}'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/^mine\.json, line 1: .*version 9/);
    const text = await post('diary.txt', Buffer.from('25.11.2026\nHoy escribí.\n'));
    expect(text.statusCode).toBe(200);
    expect(text.json().create).toHaveLength(1);
    expect(uploads()).toEqual([]);
  });
});
