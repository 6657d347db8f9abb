import { type SQL, sql } from 'drizzle-orm';
import type { scenarios } from '../db/schema/index.ts';

/**
 * Seam for practice: the scenarios a student may read because one of their classroom assignments
 * gives them (directly or through its curriculum). Practice assignments do not exist yet, so this
 * grants nothing; practice replaces the body with an `exists (select 1 from practice_assignments
 * …)` over `table.id` and the student's classrooms, and every scenario query picks it up.
 */
export function assignedToStudent(_table: typeof scenarios, _studentProfileId: string): SQL {
  return sql`false`;
}

/** The same seam for one loaded row (practice: a per-request DataLoader over the student's assignments). */
export async function isAssignedToStudent(
  _studentProfileId: string,
  _scenarioId: string,
): Promise<boolean> {
  return false;
}
