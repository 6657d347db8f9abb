import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm';
import type { PageArgs } from '../graphql/pagination.ts';

/** `%term%` for ILIKE, with the user's own wildcards escaped. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Matches profiles whose user's name, username or e-mail contains the term. */
export function profileUserSearch(userIdColumn: AnyColumn | SQL, term: string): SQL {
  const pattern = likePattern(term);
  return sql`exists (select 1 from users u where u.id = ${userIdColumn} and (u.first_name ilike ${pattern} or u.last_name ilike ${pattern} or u.username ilike ${pattern} or u.email ilike ${pattern}))`;
}

export const PROFILE_SORT_FIELDS = ['FIRST_NAME', 'LAST_NAME', 'USERNAME', 'CREATED_AT'] as const;
export type ProfileSortField = (typeof PROFILE_SORT_FIELDS)[number];
export type ProfileListArgs = PageArgs<ProfileSortField>;

/** The value a profile list sorts by: a column of its user, or the profile's creation time. */
export function profileSortKey(
  table: { userId: AnyColumn; createdAt: AnyColumn },
  field: ProfileSortField,
): SQL {
  switch (field) {
    case 'FIRST_NAME':
      return sql`(select lower(u.first_name) from users u where u.id = ${table.userId})`;
    case 'LAST_NAME':
      return sql`(select lower(u.last_name) from users u where u.id = ${table.userId})`;
    case 'USERNAME':
      return sql`(select lower(u.username) from users u where u.id = ${table.userId})`;
    case 'CREATED_AT':
      return sql`${table.createdAt}`;
  }
}

type ProfileColumns = { id: AnyColumn; userId: AnyColumn; createdAt: AnyColumn };

/** ORDER BY of a profile list (LAST_NAME by default), the id last so that pages never overlap. */
export function profileListOrder(args: ProfileListArgs) {
  const direction = args.sortOrder === 'desc' ? desc : asc;
  return (table: ProfileColumns) => [
    direction(profileSortKey(table, args.sortField ?? 'LAST_NAME')),
    asc(table.id),
  ];
}
