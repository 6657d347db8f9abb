import { type AnyColumn, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Config } from '../../config/config.ts';
import type { GraphQLContext } from '../context.ts';

/**
 * How a GraphQL object type reads from SQL, for the compiled read path (decision 0026): each
 * field a compiled operation may select, as an expression over the type's table. A field missing
 * here makes an operation that selects it run on the executor, as does any field or type with
 * authorisation scopes below the operation's root (compile-read.ts checks the schema for them).
 *
 * `T` is the type's table under the alias the compiler gives it, so that the same expressions
 * serve every place the type appears in one statement.
 */
export type ReadModel<T extends PgTable = PgTable> = {
  table: T;
  fields: Record<string, FieldRead<T>>;
};

/**
 * All a statement may depend on besides the operation and its variables: the viewer and the
 * server's settings. Compiled statements are cached by these (compiled-reads.plugin.ts).
 */
export type ReadScope = { viewerId: string | null; config: Config };

/** The field's arguments, coerced as the executor coerces them (defaults applied). */
export type FieldArgs = Record<string, unknown>;

export type FieldRead<T extends PgTable> =
  /** A scalar or enum whose value SQL gives as JSON gives it (text, number, boolean, null). */
  | { kind: 'value'; value: (table: T, scope: ReadScope) => SQLWrapper }
  /** One of the root's `authRow` columns, read once for both (at the root only). */
  | { kind: 'authColumn'; column: string }
  /** A media key that the server turns into a URL (signed for private keys) after the read. */
  | { kind: 'media'; key: (table: T) => SQLWrapper }
  /** The row of another type whose id this column holds (a to-one relation), or null. */
  | { kind: 'object'; type: string; key: (table: T) => SQLWrapper }
  /** A page of rows of another type: the `<Type>Page` shape of pagination.ts. */
  | PageRead<T, PgTable>;

/**
 * A page of `type`'s rows: `rows FROM child [join] WHERE where ORDER BY orderBy`, with the page
 * window and the count of pagination.ts. `child` is the child type's table under its alias.
 */
export type PageRead<T extends PgTable, C extends PgTable> = {
  kind: 'page';
  type: string;
  /** FROM items after the child's table (a junction), with their own join conditions. */
  join?: (child: C) => SQL;
  where: (parent: T, child: C, args: FieldArgs) => SQL;
  orderBy: (child: C, args: FieldArgs) => SQL[];
};

/** A page field whose child table is typed in its expressions. */
export function pageRead<T extends PgTable, C extends PgTable>(
  type: string,
  _childTable: C,
  read: Omit<PageRead<T, C>, 'kind' | 'type'>,
): FieldRead<T> {
  return { kind: 'page', type, ...read } as unknown as FieldRead<T>;
}

/** Declares a read model with its table's columns typed in the field expressions. */
export function readModel<T extends PgTable>(
  table: T,
  fields: Record<string, FieldRead<T>>,
): ReadModel<T> {
  return { table, fields };
}

/**
 * A root query field the compiled path can answer: one row of `type` found by the field's
 * arguments. `accepts` says when the compiled path may try (else the executor answers); the
 * authorisation is the schema's own, asked after the read with the row's `authRow` columns.
 */
export type RootRead<T extends PgTable = PgTable> = {
  type: string;
  accepts: (args: FieldArgs, scope: ReadScope) => boolean;
  where: (table: T, args: FieldArgs) => SQL;
  /** Columns the type's and its fields' authorisation scopes read from the row. */
  authRow: (table: T, scope: ReadScope) => Record<string, SQLWrapper>;
  /** Told the row's authorisation columns before the scopes are asked (to seed their loaders). */
  beforeScopes?: (row: Record<string, unknown>, context: GraphQLContext) => void;
};

/** A timestamp as the DateTime scalar serialises it (`Date.toISOString()`), or null. */
export const isoTimestampSql = (column: AnyColumn): SQL =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
