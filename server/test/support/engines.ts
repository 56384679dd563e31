import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig, type Config } from '../../src/config.js';
import { openDatabase, type Db, type Engine } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';

/** PostgreSQL for integration tests; .ci/run sets it, and locally the machine's own server is the default. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
export const ENGINES: Engine[] = ['sqlite', 'postgres'];

export interface TestDb {
  db: Db;
  config: Config;
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database of the given engine: an SQLite file in a temporary DATA_DIR, or a new
 * PostgreSQL schema of its own, so parallel test files and runs never collide.
 */
export async function createTestDb(engine: Engine, env: Record<string, string> = {}): Promise<TestDb> {
  const dataDir = mkdtempSync(join(tmpdir(), 'inkwell-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    AUTH_JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    ...(engine === 'postgres' ? { DATABASE_URL: TEST_DATABASE_URL } : {}),
    ...env,
  });
  let schema: string | undefined;
  if (engine === 'postgres') {
    schema = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    await adminQuery(`create schema ${schema}`);
  }
  const db = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: join(dataDir, 'inkwell.sqlite'),
    ...(schema ? { pgSchema: schema } : {}),
  });
  await migrateWithRetry(db, schema);
  return {
    db,
    config,
    async dispose() {
      await db.close();
      if (schema) await adminQuery(`drop schema if exists ${schema} cascade`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Kysely's migrator lists the tables of every schema it may see (`has_schema_privilege` on each name), so a
 * schema that another test file drops in the same instant can fail our migration with 3F000 naming *that*
 * schema. Such a race is not ours: try again; an error naming our own schema, or any other, is real.
 */
async function migrateWithRetry(db: Db, schema: string | undefined, attempts = 3): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await migrateToLatest(db);
      return;
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const othersDropped = cause?.code === '3F000' && !!schema && !cause.message?.includes(schema);
      if (!othersDropped || attempt >= attempts) throw error;
    }
  }
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
