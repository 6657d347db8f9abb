import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { profileUserSearch } from '../profiles/profile-sql.ts';

export type Roster = 'students' | 'teachers';

/** The teachers are the owner and the co-teachers, as the classroom_teaching view lists them. */
const JUNCTIONS = {
  students: sql`classroom_students roster on roster.student_profile_id = `,
  teachers: sql`classroom_teaching roster on roster.teacher_profile_id = `,
} as const;

/**
 * The FROM item joining a profile table (its `id`) to the classroom memberships of `roster`;
 * `rosterOf` is the WHERE condition picking one classroom's. The Classroom type's counts and the
 * compiled reads' pages both read a roster through these two.
 */
export const rosterJoin = (roster: Roster, profileId: AnyColumn | SQL): SQL =>
  sql`join ${JUNCTIONS[roster]}${profileId}`;

export const rosterOf = (classroomId: AnyColumn | SQL): SQL =>
  sql`roster.classroom_id = ${classroomId}`;

type RosterSearchArgs = { filter?: { search?: string | null } | null };

/** The roster's `filter: { search }`: people whose name, username or e-mail contains it. */
export function rosterSearch(args: RosterSearchArgs, userId: AnyColumn | SQL): SQL {
  const search = args.filter?.search?.trim();
  return search ? profileUserSearch(userId, search) : sql`true`;
}
