/**
 * A core `select()`'s columns as a Drizzle type's `select: { columns }`, so a loader of rows for
 * a type and the type itself read the same columns from one list.
 */
export function typeSelection<Columns extends Record<string, unknown>>(
  columns: Columns,
): Record<keyof Columns, true> {
  return Object.fromEntries(Object.keys(columns).map((name) => [name, true])) as Record<
    keyof Columns,
    true
  >;
}
