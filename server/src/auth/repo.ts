import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Executor } from '../db/executor.js';
import type {
  EmailTokenKind,
  EmailTokensTable,
  RefreshTokensTable,
  SessionAuthMethod,
  UsersTable,
} from './tables.js';

// Every SQL statement of the auth service. `q` is the database or an open transaction.
export type UserRow = Selectable<UsersTable>;
export type RefreshTokenRow = Selectable<RefreshTokensTable>;
export type EmailTokenRow = Selectable<EmailTokensTable>;

export const findUserByEmail = (q: Executor, email: string) =>
  q.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

export const findUserById = (q: Executor, id: string) =>
  q.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export async function insertUser(
  q: Executor,
  row: { email: string; passwordHash: string; metadata: string; confirmedAt: number | null; now: number },
): Promise<UserRow> {
  const id = randomUUID();
  await q
    .insertInto('users')
    .values({
      id,
      email: row.email,
      password_hash: row.passwordHash,
      user_metadata: row.metadata,
      email_confirmed_at: row.confirmedAt,
      last_sign_in_at: null,
      created_at: row.now,
      updated_at: row.now,
    })
    .execute();
  return (await findUserById(q, id))!;
}

export async function updateUser(
  q: Executor,
  id: string,
  patch: Partial<
    Pick<UserRow, 'email' | 'password_hash' | 'user_metadata' | 'email_confirmed_at' | 'last_sign_in_at'>
  > & {
    updated_at: number;
  },
): Promise<UserRow> {
  await q.updateTable('users').set(patch).where('id', '=', id).execute();
  return (await findUserById(q, id))!;
}

// --- sessions ---

export async function insertSession(
  q: Executor,
  userId: string,
  now: number,
  authMethod: SessionAuthMethod,
): Promise<string> {
  const id = randomUUID();
  await q
    .insertInto('auth_sessions')
    .values({
      id,
      user_id: userId,
      created_at: now,
      refreshed_at: null,
      revoked_at: null,
      auth_method: authMethod,
    })
    .execute();
  return id;
}

export const findSession = (q: Executor, id: string) =>
  q.selectFrom('auth_sessions').selectAll().where('id', '=', id).executeTakeFirst();

export async function revokeSessions(
  q: Executor,
  userId: string,
  now: number,
  which: { only: string } | { except: string } | 'all',
): Promise<void> {
  let query = q
    .updateTable('auth_sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (which !== 'all' && 'only' in which) query = query.where('id', '=', which.only);
  if (which !== 'all' && 'except' in which) query = query.where('id', '!=', which.except);
  await query.execute();
}

export const touchSession = (q: Executor, id: string, now: number) =>
  q.updateTable('auth_sessions').set({ refreshed_at: now }).where('id', '=', id).execute();

// --- refresh tokens ---

export async function insertRefreshToken(
  q: Executor,
  row: { sessionId: string; hash: string; parentId: string | null; now: number },
): Promise<void> {
  await q
    .insertInto('refresh_tokens')
    .values({
      id: randomUUID(),
      session_id: row.sessionId,
      token_hash: row.hash,
      parent_id: row.parentId,
      child_token_enc: null,
      created_at: row.now,
    })
    .execute();
}

export const findRefreshToken = (q: Executor, hash: string) =>
  q.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', hash).executeTakeFirst();

/** The session's one unrevoked token (rotation keeps exactly one). */
export const findCurrentRefreshToken = (q: Executor, sessionId: string) =>
  q
    .selectFrom('refresh_tokens')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('revoked', '=', 0)
    .executeTakeFirst();

/** Marks a current token used; false when another request rotated it first. */
export async function retireRefreshToken(q: Executor, id: string, childSealed: string): Promise<boolean> {
  const result = await q
    .updateTable('refresh_tokens')
    .set({ revoked: 1, child_token_enc: childSealed })
    .where('id', '=', id)
    .where('revoked', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const revokeRefreshTokensOfSession = (q: Executor, sessionId: string) =>
  q.updateTable('refresh_tokens').set({ revoked: 1 }).where('session_id', '=', sessionId).execute();

// --- single-use email tokens ---

export async function insertEmailToken(
  q: Executor,
  row: {
    userId: string;
    kind: EmailTokenKind;
    hash: string;
    newEmail: string | null;
    now: number;
    ttlMs: number;
  },
): Promise<void> {
  await q
    .insertInto('email_tokens')
    .values({
      id: randomUUID(),
      user_id: row.userId,
      kind: row.kind,
      token_hash: row.hash,
      new_email: row.newEmail,
      created_at: row.now,
      expires_at: row.now + row.ttlMs,
      used_at: null,
    })
    .execute();
}

export const findEmailToken = (q: Executor, hash: string) =>
  q.selectFrom('email_tokens').selectAll().where('token_hash', '=', hash).executeTakeFirst();

/** Uses a token once: false when it was already used (a concurrent request won). */
export async function useEmailToken(q: Executor, id: string, now: number): Promise<boolean> {
  const result = await q
    .updateTable('email_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Voids a user's unused tokens of one kind (a newer mail supersedes older links); 'all' voids every kind
 * but the old addresses' cancel links (whoever changed the address and then the password must not be able
 * to take the owner's way back); 'every' voids those too.
 */
export const voidEmailTokens = (
  q: Executor,
  userId: string,
  kind: EmailTokenKind | 'all' | 'every',
  now: number,
) => {
  let query = q
    .updateTable('email_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null);
  if (kind === 'all') query = query.where('kind', '!=', 'email_change_cancel');
  else if (kind !== 'every') query = query.where('kind', '=', kind);
  return query.execute();
};
