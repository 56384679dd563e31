import type { Db } from '../db/database.js';
import type { Executor } from '../db/executor.js';
import { preparedQuery } from '../db/prepared.js';
import type { ProfilesTable } from './tables.js';

export interface ProfileRow {
  email: string;
  email_confirmed_at: number | null;
  display_name: string | null;
  native_language: string | null;
  target_language: string | null;
  time_zone: string | null;
  variety: string | null;
  gender: string | null;
  interface_language: string | null;
}

export type ProfileFields = Pick<
  ProfilesTable,
  | 'display_name'
  | 'native_language'
  | 'target_language'
  | 'time_zone'
  | 'variety'
  | 'gender'
  | 'interface_language'
>;

/**
 * The user's account email and profile fields (null fields when no profile row exists yet). Every
 * authenticated page asks for it (GET /api/auth/me): on SQLite it is answered from memory until any
 * connection commits (decision 326); findProfile copies what it uses.
 */
const profileOf = preparedQuery(
  (k, userId) =>
    k
      .selectFrom('users')
      .leftJoin('profiles', 'profiles.user_id', 'users.id')
      .select([
        'users.email',
        'users.email_confirmed_at',
        'profiles.display_name',
        'profiles.native_language',
        'profiles.target_language',
        'profiles.time_zone',
        'profiles.variety',
        'profiles.gender',
        'profiles.interface_language',
      ])
      .where('users.id', '=', userId),
  { cached: true },
);

/**
 * Takes the `Db`, not an `Executor`: this per-request read runs on SQLite's read-only connection
 * (`preparedQuery`), which cannot see a transaction's uncommitted writes, so it is for reads outside one.
 */
export async function findProfile(db: Db, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await profileOf(db, userId);
  if (!row) return undefined;
  return {
    email: row.email,
    // PostgreSQL returns bigint as text; only null-ness matters here.
    email_confirmed_at: row.email_confirmed_at === null ? null : Number(row.email_confirmed_at),
    display_name: row.display_name ?? null,
    native_language: row.native_language ?? null,
    target_language: row.target_language ?? null,
    time_zone: row.time_zone ?? null,
    variety: row.variety ?? null,
    gender: row.gender ?? null,
    interface_language: row.interface_language ?? null,
  };
}

/** Writes the whole set of profile fields for the user (insert or update). */
export async function saveProfile(
  k: Executor,
  userId: string,
  fields: ProfileFields,
  now: number,
): Promise<void> {
  await k
    .insertInto('profiles')
    .values({ user_id: userId, ...fields, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...fields, updated_at: now }))
    .execute();
}
