import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/database.ts';

/** The rows of a raw statement: both drivers (node-postgres, PGlite) answer `{ rows }`. */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}
