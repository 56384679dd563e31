import type { Db } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import type { ExternalClaims } from './external-tokens.js';

/**
 * Stored as the password hash of users who sign in with an external Supabase Auth project. It is not
 * an argon2 string, so verifyPassword can never accept any password for it (and the built-in routes
 * are not mounted in external mode anyway).
 */
export const EXTERNAL_PASSWORD_HASH = '!external';

const KNOWN_MAX = 100_000;

/**
 * Every product table references users(id), so an external user needs a `users` row before their first
 * write. The first request of a user id in this process inserts it (insert … on conflict do nothing, so
 * concurrent requests and other processes are harmless); after that the id is remembered with its
 * e-mail and the request costs no query. A changed e-mail in the token is copied to the row.
 */
export function createExternalUsers(db: Db, now: () => number) {
  const known = new Map<string, string>(); // user id → e-mail stored in its row

  return async function ensureExternalUser(claims: ExternalClaims): Promise<void> {
    if (known.get(claims.sub) === claims.email) return;
    const at = now();
    const inserted = await db.kysely
      .insertInto('users')
      .values({
        id: claims.sub,
        email: claims.email,
        password_hash: EXTERNAL_PASSWORD_HASH,
        email_confirmed_at: claims.emailConfirmedAt ?? at,
        last_sign_in_at: at,
        created_at: at,
        updated_at: at,
      })
      // No conflict target: a clash on the id (already known) or on the e-mail (handled below) is skipped.
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) await syncExisting(db, claims, at);
    if (known.size >= KNOWN_MAX) known.clear();
    known.set(claims.sub, claims.email);
  };
}

async function syncExisting(db: Db, claims: ExternalClaims, at: number): Promise<void> {
  const row = await db.kysely
    .selectFrom('users')
    .select('email')
    .where('id', '=', claims.sub)
    .executeTakeFirst();
  if (!row) {
    // The address belongs to another user id, e.g. an account of the built-in service, or a Supabase
    // user deleted and signed up again (new id). Refused rather than merged: the ids own the data.
    throw new HttpError(409, 'This e-mail address belongs to another Inkwell account');
  }
  if (row.email === claims.email) return;
  // The address was changed in the auth project; keep the old one if the new one is taken here.
  await db.kysely
    .updateTable('users')
    .set({ email: claims.email, updated_at: at })
    .where('id', '=', claims.sub)
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('users as other').select('other.id').where('other.email', '=', claims.email)),
      ),
    )
    .execute();
}
