import type { Kysely } from 'kysely';

// The language the interface is shown in (issue 26, decision 275): one of the web's catalogs, or null
// to follow the browser's languages. Separate from native_language, which the explanations use.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('profiles').addColumn('interface_language', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('profiles').dropColumn('interface_language').execute();
}
