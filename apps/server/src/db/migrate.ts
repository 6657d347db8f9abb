import { fileURLToPath } from 'node:url';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './database.ts';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Applies the committed migrations that have not run yet; safe to call on every start. */
export async function runMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  // Both migrators run the same SQL files; the driver decides how they are sent.
  const result =
    database.kind === 'pglite'
      ? await migratePglite(database.db as Parameters<typeof migratePglite>[0], config)
      : await migrateNodePostgres(database.db as Parameters<typeof migrateNodePostgres>[0], config);
  if (result && 'exitCode' in result) {
    throw new Error(`Database migration failed: ${JSON.stringify(result)}`);
  }
}
