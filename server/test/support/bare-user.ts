import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';

/** A user row `id` with the email `<id>@x.test`, through `k` (the database or an open transaction). */
export async function insertBareUser(k: Kysely<Database>, id: string): Promise<void> {
  const now = Date.now();
  await k
    .insertInto('users')
    .values({
      id,
      email: `${id}@x.test`,
      password_hash: 'h',
      email_confirmed_at: null,
      last_sign_in_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}
