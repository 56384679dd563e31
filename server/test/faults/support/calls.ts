// Calls of a learner against a fault test's processes (over HTTP) and checks of its rows (over the
// test's own connection). The processes themselves are started in ./cluster.ts.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../src/db/database.js';
import { insertSignedInUser } from '../../support/app.js';
import type { Proc } from './cluster.js';

export interface FaultUser {
  id: string;
  headers: Record<string, string>;
}

/**
 * A confirmed user with a live session, written straight into the processes' database (as
 * createSignedInUser does), with an access token signed by the processes' AUTH_JWT_SECRET.
 */
export async function insertUser(db: Db, env: Record<string, string>): Promise<FaultUser> {
  const auth = { secret: env.AUTH_JWT_SECRET!, appUrl: env.APP_URL! };
  const user = await insertSignedInUser(db, auth, `f-${randomUUID()}@example.com`);
  return { id: user.id, headers: { ...user.headers, 'content-type': 'application/json' } };
}

export async function api<T = unknown>(
  proc: Proc,
  user: FaultUser,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  const res = await fetch(`${proc.url}/api${path}`, {
    method,
    headers: user.headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : null) as T };
}

/** Adds vocabulary concepts through the API and returns their ids. */
export async function addWords(proc: Proc, user: FaultUser, words: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const word of words) {
    const r = await api<{ concept_id: string }>(proc, user, 'POST', '/concepts/vocab', {
      word,
      definition: `meaning of ${word}`,
      target_language: 'es',
    });
    if (r.status !== 200) throw new Error(`adding ${word}: ${r.status} ${JSON.stringify(r.json)}`);
    ids.push(r.json.concept_id);
  }
  return ids;
}

export interface SessionStatus {
  status: string;
  modules_ready: number;
  modules_total: number;
  failure_reason: string | null;
}

export async function createSession(proc: Proc, user: FaultUser, conceptIds: string[]): Promise<string> {
  const r = await api<{ session_id: string }>(proc, user, 'POST', '/exercises/sessions', {
    concept_ids: conceptIds,
  });
  if (r.status !== 201) throw new Error(`creating a session: ${r.status} ${JSON.stringify(r.json)}`);
  return r.json.session_id;
}

export async function sessionStatus(proc: Proc, user: FaultUser, id: string): Promise<SessionStatus> {
  const r = await api<SessionStatus>(proc, user, 'GET', `/exercises/sessions/${id}/status`);
  if (r.status !== 200) throw new Error(`status of ${id}: ${r.status} ${JSON.stringify(r.json)}`);
  return r.json;
}

/** The module jobs of one exercise session (job key `module:<module id>`). */
export async function jobsOfSession(db: Db, sessionId: string) {
  const modules = await db.kysely
    .selectFrom('exercise_modules')
    .select(['id', 'concept_title', 'status'])
    .where('session_id', '=', sessionId)
    .execute();
  const jobs = await db.kysely
    .selectFrom('jobs')
    .selectAll()
    .where(
      'key',
      'in',
      modules.map((m) => `module:${m.id}`),
    )
    .execute();
  return { modules, jobs };
}
