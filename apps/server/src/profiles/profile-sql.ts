import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

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
