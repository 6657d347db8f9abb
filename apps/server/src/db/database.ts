import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { PgAsyncDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { prepareRepeatedSelects } from './prepared-selects.ts';
import { type Relations, relations } from './relations.ts';

/** The drizzle client the app uses, whichever engine is underneath. */
export type Db = PgAsyncDatabase<PgQueryResultHKT, Relations>;

export type DatabaseKind = 'pglite' | 'postgres';

const CONNECT_TIMEOUT_MS = 5000;

export type Database = {
  db: Db;
  kind: DatabaseKind;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * The same on a connection of its own, outside the pool: whether the database answers even
   * while every pooled connection is busy (a saturated pool is load, not an outage).
   */
  probe(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** postgres:// URL; when absent an embedded PGlite database is used. */
  url?: string | undefined;
  /** Folder for PGlite's files; `memory://` keeps it in memory (tests). */
  pgliteDir?: string;
  /** Called with each SQL statement, e.g. to count round trips in tests. */
  onQuery?: (query: string) => void;
  poolSize?: number;
  /** Told when an idle PostgreSQL connection fails; the pool replaces it. */
  onIdleError?: (error: Error) => void;
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const logger = options.onQuery
    ? { logQuery: (query: string) => options.onQuery?.(query) }
    : undefined;
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // A database that stopped answering must not hold requests: give up on a connection
      // after this long (pg waits forever by default).
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // An idle client losing its connection (server restart, failover) must not crash the
    // process: the pool drops the client and the next query opens a new one.
    pool.on('error', (error) => options.onIdleError?.(error));
    prepareRepeatedSelects(pool);
    const db = drizzleNodePostgres({ client: pool, relations, logger }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      async probe() {
        const client = new pg.Client({
          connectionString: options.url,
          connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        });
        client.on('error', () => undefined);
        try {
          await client.connect();
          await client.query('select 1');
        } finally {
          await client.end().catch(() => undefined);
        }
      },
      close: () => pool.end(),
    };
  }
  const dataDir = options.pgliteDir ?? 'memory://';
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  const lock = inMemory ? null : await lockDataDir(dataDir);
  const client = await PGlite.create(dataDir).catch(async (error: unknown) => {
    await lock?.release();
    throw error;
  });
  const db = drizzlePglite({ client, relations, logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await db.execute(sql`select 1`)),
    probe: async () => void (await db.execute(sql`select 1`)),
    close: async () => {
      await client.close();
      await lock?.release();
    },
  };
}

export function pgliteDirIn(dataDir: string): string {
  return join(dataDir, 'db');
}
