import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.ts';
import { runMigrations } from '../db/migrate.ts';
import { seed } from '../db/seed/seed.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** URL of this run's PostgreSQL database, when the project runs on PostgreSQL. */
    postgresUrl: string | null;
  }
}

/**
 * On PostgreSQL: creates a fresh database for this run from TEST_DATABASE_URL's server, migrates
 * and seeds it once, and drops it afterwards. On PGlite each worker opens its own (see test-server).
 */
export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DATABASE_KIND !== 'postgres') {
    project.provide('postgresUrl', null);
    return;
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL project');
  const name = `charla_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 2 });
  await runMigrations(database);
  await seed(database.db, { demoAccounts: false });
  await database.close();
  project.provide('postgresUrl', url.toString());
  console.warn(`Integration tests on PostgreSQL database ${name}`);

  return async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}
