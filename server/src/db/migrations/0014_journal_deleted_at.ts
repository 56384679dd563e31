import type { Kysely } from 'kysely';

// An entry deletion is immediate for every reader but undoable for a short window (decision 176): the
// DELETE stamps `deleted_at`, every read and job write skips stamped rows, and a delayed purge job
// removes the row and what belongs to it once the window has passed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('journal_entries').addColumn('deleted_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('journal_entries').dropColumn('deleted_at').execute();
}
