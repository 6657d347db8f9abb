import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { practiceAssignments } from '../db/schema/index.ts';

type AssignmentTable = typeof practiceAssignments;

/** The assignments of the classrooms a teacher owns or co-teaches, in every status. */
export function assignmentsTaughtBy(
  teacherProfileId: string,
  table: AssignmentTable = practiceAssignments,
): SQL {
  return sql`exists (select 1 from classroom_teaching ct
    where ct.classroom_id = ${table.classroomId} and ct.teacher_profile_id = ${teacherProfileId})`;
}

/**
 * The assignments addressed to a student, in any status: in a classroom they are in, for the
 * whole classroom or naming them. Starting an attempt reads this to say why it is refused.
 */
export function assignmentsAddressedTo(
  studentProfileId: string,
  table: AssignmentTable = practiceAssignments,
): SQL {
  return sql`exists (select 1 from classroom_students cs
      where cs.classroom_id = ${table.classroomId} and cs.student_profile_id = ${studentProfileId})
    and (not exists (select 1 from practice_assignment_students s where s.assignment_id = ${table.id})
      or exists (select 1 from practice_assignment_students s
        where s.assignment_id = ${table.id} and s.student_profile_id = ${studentProfileId}))`;
}

/**
 * The assignment with id `assignmentId` is for the student in `studentProfileId` (a column): it
 * names no students, or names them. Membership of the classroom is the caller's join.
 */
export function assignmentIsFor(assignmentId: string, studentProfileId: AnyColumn): SQL {
  return sql`(not exists (select 1 from practice_assignment_students s where s.assignment_id = ${assignmentId})
    or exists (select 1 from practice_assignment_students s
      where s.assignment_id = ${assignmentId} and s.student_profile_id = ${studentProfileId}))`;
}

/** The assignments a student sees: addressed to them and published or closed, never drafts. */
export function assignmentsGivenTo(
  studentProfileId: string,
  table: AssignmentTable = practiceAssignments,
): SQL {
  return sql`${table.status} <> 'DRAFT' and ${assignmentsAddressedTo(studentProfileId, table)}`;
}

/** The scenario ids an assignment is made of: its scenario, or its curriculum's scenarios. */
export function assignmentScenarioIds(table: AssignmentTable = practiceAssignments): SQL {
  return sql`(select ${table.scenarioId} where ${table.scenarioId} is not null
    union all
    select c.scenario_id from curriculum_scenarios c where c.curriculum_id = ${table.curriculumId})`;
}

/** The student's due date: their extension's, else the assignment's. */
export function dueAtFor(studentProfileId: string, table: AssignmentTable = practiceAssignments) {
  return sql`coalesce((select e.due_at from practice_assignment_extensions e
    where e.assignment_id = ${table.id} and e.student_profile_id = ${studentProfileId}), ${table.dueAt})`;
}

/** The student completed every scenario of the assignment at least once. */
export function doneBy(
  studentProfileId: string,
  table: AssignmentTable = practiceAssignments,
): SQL {
  return sql`not exists (select 1 from ${assignmentScenarioIds(table)} as item(scenario_id)
    where not exists (select 1 from practice_intents p
      where p.assignment_id = ${table.id} and p.student_profile_id = ${studentProfileId}
        and p.scenario_id = item.scenario_id and p.status = 'COMPLETED'))`;
}

export const ASSIGNMENT_BUCKETS = ['TO_DO', 'DONE', 'CLOSED'] as const;
export type AssignmentBucket = (typeof ASSIGNMENT_BUCKETS)[number];

/** The student has an attempt of the assignment in progress (Resume). */
export function attemptInProgressBy(
  studentProfileId: string,
  table: AssignmentTable = practiceAssignments,
): SQL {
  return sql`exists (select 1 from practice_intents p
    where p.assignment_id = ${table.id} and p.student_profile_id = ${studentProfileId}
      and p.status = 'IN_PROGRESS')`;
}

/**
 * Where an assignment stands for a student: TO_DO while they have an attempt in progress (they
 * can resume it, even once it is done, closed or past due: the home and the to-do list are where
 * they look for it); else DONE once every scenario was completed; CLOSED when it is closed or past
 * their due date without being done; TO_DO otherwise. assignment-progress.ts is the same rule.
 */
export function inBucket(
  bucket: AssignmentBucket,
  studentProfileId: string,
  table: AssignmentTable = practiceAssignments,
): SQL {
  const running = attemptInProgressBy(studentProfileId, table);
  const done = doneBy(studentProfileId, table);
  // No due date is never past it (a bare comparison with null would drop the row from both lists).
  const over = sql`(${table.status} = 'CLOSED' or coalesce(${dueAtFor(studentProfileId, table)} < now(), false))`;
  if (bucket === 'DONE') return sql`(${done} and not ${running})`;
  if (bucket === 'CLOSED') return sql`(not ${done} and ${over} and not ${running})`;
  return sql`(${running} or (not ${done} and not ${over}))`;
}
