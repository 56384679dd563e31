import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database.js';
import { migrations } from './migrations/index.js';

class InCodeProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/** Applies pending migrations in name order; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  // With a schema of its own (tests), the migrator must look for its tables there: it otherwise finds
  // another schema's kysely_migration tables and skips creating its own.
  const migrator = new Migrator({
    db: db.kysely,
    provider: new InCodeProvider(),
    ...(db.schema ? { migrationTableSchema: db.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    // The driver's error stays as the cause: its code tells start-up what is wrong (read-only, corrupt).
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
