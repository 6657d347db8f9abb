import type { SQL } from 'drizzle-orm';
import type { Db } from './database.ts';

type Rows = { rows: Record<string, unknown>[] };

/** The parts of Drizzle's database that `db.execute` uses, typed as Drizzle marks them internal. */
type DrizzleInternals = {
  dialect: { sqlToQuery(statement: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      mode: 'raw',
      name: false,
    ): { execute(): Promise<unknown> };
  };
};

/**
 * A statement made into SQL text once, run as often as asked: what `db.execute(statement)` does
 * (drizzle-orm pg-core/async/db.js), without turning the statement into text on every run. The
 * query logger still sees every run. For statements kept and run many times (compiled reads).
 */
export function prepareStatement(db: Db, statement: SQL): () => Promise<Rows> {
  const { dialect, session } = db as unknown as DrizzleInternals;
  const prepared = session.prepareQuery(dialect.sqlToQuery(statement), 'raw', false);
  return () => prepared.execute() as Promise<Rows>;
}
