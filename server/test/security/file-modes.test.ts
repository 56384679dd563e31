import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { createMailer } from '../../src/mail/mailer.js';
import { signupMail } from '../../src/mail/templates.js';

const modeOf = (path: string) => statSync(path).mode & 0o777;

/** What the server keeps in DATA_DIR: the SQLite database, generated secrets and mail with sign-in links. */
describe('private files in DATA_DIR', () => {
  let dataDir: string;
  let umask: number;
  beforeEach(() => {
    umask = process.umask(0o022); // the common default, under which new files come out 0644
    dataDir = mkdtempSync(join(tmpdir(), 'inkwell-modes-'));
  });
  afterEach(() => {
    process.umask(umask);
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function start() {
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }); // generates the JWT secret
    const db = openDatabase({ dataDir: config.dataDir });
    await migrateToLatest(db);
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: 'Inkwell <a@b.c>', dataDir });
    await mailer.send(
      signupMail('ana@example.com', 'http://localhost/auth/callback?token_hash=x&type=signup'),
    );
    await db.close();
  }

  function expectPrivate() {
    const db = join(dataDir, 'inkwell.sqlite');
    for (const file of [db, `${db}-wal`, `${db}-shm`]) {
      try {
        statSync(file);
      } catch {
        continue; // -wal/-shm are gone after a clean close
      }
      expect(modeOf(file).toString(8), file).toBe('600');
    }
    expect(modeOf(join(dataDir, 'secrets')).toString(8)).toBe('700');
    expect(modeOf(join(dataDir, 'secrets', 'jwt-secret')).toString(8)).toBe('600');
    const outbox = join(dataDir, 'outbox');
    expect(modeOf(outbox).toString(8)).toBe('700');
    const mails = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) expect(modeOf(join(outbox, mail)).toString(8), mail).toBe('600');
  }

  it('creates the database, its WAL files, the secrets and the outbox for the server user only', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const db = openDatabase({ dataDir: config.dataDir });
    await migrateToLatest(db);
    // While open (WAL mode), the -wal and -shm files exist: check them too.
    const file = join(dataDir, 'inkwell.sqlite');
    for (const f of [file, `${file}-wal`, `${file}-shm`]) expect(modeOf(f).toString(8), f).toBe('600');
    await db.close();
    await start();
    expectPrivate();
  });

  it('narrows what an older version left readable, at start-up', async () => {
    const file = join(dataDir, 'inkwell.sqlite');
    const old = openDatabase({ dataDir });
    await migrateToLatest(old);
    await old.close();
    mkdirSync(join(dataDir, 'secrets'), { recursive: true });
    writeFileSync(join(dataDir, 'secrets', 'jwt-secret'), 'x'.repeat(64));
    mkdirSync(join(dataDir, 'outbox'), { recursive: true });
    for (const f of [file, join(dataDir, 'secrets', 'jwt-secret')]) chmodSync(f, 0o644);
    for (const d of [join(dataDir, 'secrets'), join(dataDir, 'outbox')]) chmodSync(d, 0o755);

    await start();
    expectPrivate();
  });
});
