import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { openDatabase, type Db, type Engine } from '../../src/db/database.js';
import type { Deps } from '../../src/deps.js';
import { signAccessToken } from '../../src/auth/tokens.js';
import { createRuntime } from '../../src/runtime.js';
import { createTestDb } from './engines.js';

export interface TestApp {
  app: FastifyInstance;
  deps: Deps;
  /** Moves the clock the server sees (milliseconds). */
  clock: { now: number };
  dispose(): Promise<void>;
}

export async function createTestApp(
  engine: Engine,
  env: Record<string, string> = {},
  opts: { startJobs?: boolean; jobPollMs?: number } = {},
): Promise<TestApp> {
  const testDb = await createTestDb(engine, env);
  const clock = { now: Date.now() };
  const { config } = testDb;
  // Without SMTP_URL (the default in tests) mail lands in the test DATA_DIR's outbox, where tests read it.
  // Tests poll fast; a bench of an API process passes the production interval (runtime.ts).
  const deps = createRuntime(config, testDb.db, { now: () => clock.now, jobPollMs: opts.jobPollMs ?? 25 });
  if (opts.startJobs !== false) deps.jobs.start();
  const app = await buildApp(deps, { logger: false, serveSpa: false });
  await app.ready();
  return {
    app,
    deps,
    clock,
    async dispose() {
      await deps.jobs.stop(1000);
      await app.close();
      await testDb.dispose();
    },
  };
}

/** A second API process over the same database: its own app, connection and caches, and its own clock. */
export interface SecondProcess {
  app: FastifyInstance;
  db: Db;
  clock: { now: number };
  close(): Promise<void>;
}

export async function secondApiProcess(t: TestApp): Promise<SecondProcess> {
  const db = openDatabase({
    databaseUrl: t.deps.config.databaseUrl,
    sqliteFile: join(t.deps.config.dataDir, 'inkwell.sqlite'),
    ...(t.deps.db.schema ? { pgSchema: t.deps.db.schema } : {}),
  });
  const clock = { now: t.clock.now };
  const app = await buildApp(createRuntime(t.deps.config, db, { now: () => clock.now }), {
    logger: false,
    serveSpa: false,
  });
  await app.ready();
  return {
    app,
    db,
    clock,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

export interface TestUser {
  id: string;
  email: string;
  sessionId: string;
  token: string;
  headers: { authorization: string };
}

/**
 * A confirmed user with a live session and its access token, written straight to the database so
 * domain tests don't depend on the sign-up flow (the auth contract tests cover that path).
 */
export function createSignedInUser(t: TestApp, email = `u-${randomUUID()}@example.com`): Promise<TestUser> {
  return insertSignedInUser(
    t.deps.db,
    { secret: t.deps.config.jwtSecret, appUrl: t.deps.config.appUrl },
    email,
    t.deps.now(),
  );
}

/** The same for any database and token key (the fault suite's separate processes share both). */
export async function insertSignedInUser(
  db: Db,
  auth: { secret: string; appUrl: string },
  email = `u-${randomUUID()}@example.com`,
  now = Date.now(),
): Promise<TestUser> {
  const id = randomUUID();
  const sessionId = randomUUID();
  await db.kysely
    .insertInto('users')
    .values({
      id,
      email,
      password_hash: 'not-a-real-hash',
      email_confirmed_at: now,
      last_sign_in_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db.kysely
    .insertInto('auth_sessions')
    .values({ id: sessionId, user_id: id, created_at: now, refreshed_at: null, revoked_at: null })
    .execute();
  const { token } = await signAccessToken(
    { userId: id, email, sessionId },
    auth.secret,
    `${auth.appUrl}/auth/v1`,
    now,
  );
  return { id, email, sessionId, token, headers: { authorization: `Bearer ${token}` } };
}

/** Stores a journal entry for `user` through the API; answers the stored entry (its `id` and fields). */
export async function storeEntry(t: TestApp, user: TestUser, content: string, date = '1763596800') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/documents/journal/store/',
    headers: user.headers,
    payload: { date, content },
  });
  return res.json();
}

/** Adds a vocab concept (Spanish) for `user` through the API; answers the status and the concept's id. */
export async function addVocab(t: TestApp, user: TestUser, word: string, definition: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/concepts/vocab',
    headers: user.headers,
    payload: { word, definition, target_language: 'es' },
  });
  return { status: res.statusCode, conceptId: res.json<{ concept_id: string }>().concept_id };
}
