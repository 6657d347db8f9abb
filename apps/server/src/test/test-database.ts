import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/database.ts';
import { runMigrations } from '../db/migrate.ts';
import { seed } from '../db/seed/seed.ts';

type CountingDatabase = Database & {
  /** SQL statements sent since the last reset, to assert round trips. */
  statements: string[];
};

const WORKER_DATABASE = Symbol.for('charla.test.database');
type WorkerGlobal = typeof globalThis & { [WORKER_DATABASE]?: Promise<CountingDatabase> };

/**
 * The worker's database: one PGlite (in memory, migrated and seeded with the language catalogue)
 * or one pool on the run's PostgreSQL database, shared by the test files the worker runs.
 */
export function testDatabase(): Promise<CountingDatabase> {
  const worker = globalThis as WorkerGlobal;
  worker[WORKER_DATABASE] ??= open();
  return worker[WORKER_DATABASE];
}

async function open(): Promise<CountingDatabase> {
  const statements: string[] = [];
  const postgresUrl = inject('postgresUrl');
  const database = await openDatabase({
    url: postgresUrl ?? undefined,
    pgliteDir: 'memory://',
    poolSize: 4,
    onQuery: (query) => statements.push(query),
  });
  if (database.kind === 'pglite') {
    await runMigrations(database);
    await seed(database.db, { demoAccounts: false });
  }
  statements.length = 0;
  return Object.assign(database, { statements });
}
