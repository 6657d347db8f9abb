import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import type { PracticeAssignmentStatus } from '../db/schema/index.ts';
import { assignedPairs } from './metrics-completion.ts';
import type { MetricsRange } from './metrics-range.ts';
import { intentsInScope, rangeBounds } from './metrics-scope.ts';
import { selectRows } from './metrics-sql.ts';

export type MetricsPerson = {
  id: string;
  firstName: string;
  lastName: string;
  username: string | null;
};

/** Why a student is near the top of the table. */
export const ATTENTION_REASONS = ['NO_PRACTICE', 'WORK_MISSED', 'LOW_SCORE'] as const;
export type AttentionReason = (typeof ATTENTION_REASONS)[number];

/** Below this average (out of 100) a student is flagged; the usual passing score. */
export const LOW_AVERAGE_SCORE = 60;

export type StudentRow = {
  student: MetricsPerson;
  practiceSeconds: number;
  attemptsStarted: number;
  attemptsCompleted: number;
  averageScore: number | null;
  bestScore: number | null;
  lastPracticedAt: Date | null;
  assignmentsAssigned: number;
  assignmentsDone: number;
  /** Past their due date and not done. */
  assignmentsMissed: number;
  attention: AttentionReason[];
};

type StudentSqlRow = {
  id: string;
  first_name: string;
  last_name: string;
  username: string | null;
  practice_seconds: number | null;
  attempts_started: number | null;
  attempts_completed: number | null;
  average_score: number | null;
  best_score: number | null;
  last_practiced_at: Date | string | null;
  assigned: number | null;
  done: number | null;
  missed: number | null;
};

const num = (value: unknown) => Number(value ?? 0);
const numOrNull = (value: unknown) =>
  value === null || value === undefined ? null : Number(value);
const dateOrNull = (value: Date | string | null) => (value === null ? null : new Date(value));

export function attentionOf(row: Omit<StudentRow, 'attention' | 'student'>): AttentionReason[] {
  const reasons: AttentionReason[] = [];
  if (row.attemptsStarted === 0) reasons.push('NO_PRACTICE');
  if (row.assignmentsMissed > 0) reasons.push('WORK_MISSED');
  if (row.averageScore !== null && row.averageScore < LOW_AVERAGE_SCORE) reasons.push('LOW_SCORE');
  return reasons;
}

/** Most reasons first; then the lower average (none counts lowest), less practice, the name. */
export function byNeedForAttention(a: StudentRow, b: StudentRow): number {
  return (
    b.attention.length - a.attention.length ||
    (a.averageScore ?? -1) - (b.averageScore ?? -1) ||
    a.practiceSeconds - b.practiceSeconds ||
    `${a.student.firstName} ${a.student.lastName}`.localeCompare(
      `${b.student.firstName} ${b.student.lastName}`,
    )
  );
}

/** One row per student of the classroom, sorted by who needs attention, in one statement. */
export async function classroomStudentRows(
  db: Db,
  classroomId: string,
  range: MetricsRange,
): Promise<StudentRow[]> {
  const { start, end } = rangeBounds(range);
  const scope = intentsInScope({ kind: 'classroom', classroomId });
  const result = await selectRows<StudentSqlRow>(
    db,
    sql`
    with attempts as (
      select i.student_profile_id,
        count(*) filter (where i.started_at >= ${start} and i.started_at < ${end}) as attempts_started,
        count(*) filter (where i.started_at >= ${start} and i.started_at < ${end}
          and i.status = 'COMPLETED') as attempts_completed,
        sum(i.active_seconds) filter (where i.started_at >= ${start} and i.started_at < ${end})
          as practice_seconds,
        round(avg(i.overall_score) filter (where i.started_at >= ${start} and i.started_at < ${end}
          and i.status = 'COMPLETED')) as average_score,
        max(i.overall_score) filter (where i.started_at >= ${start} and i.started_at < ${end}
          and i.status = 'COMPLETED') as best_score,
        max(i.started_at) as last_practiced_at
      from practice_intents i where ${scope}
      group by i.student_profile_id),
    pairs as materialized (${assignedPairs(range, sql`a.classroom_id = ${classroomId}`)}),
    work as (
      select w.student_profile_id, count(*) as assigned,
        count(*) filter (where w.done) as done,
        count(*) filter (where not w.done and w.past_due) as missed
      from pairs w
      group by w.student_profile_id)
    select sp.id, u.first_name, u.last_name, u.username,
      t.practice_seconds::int, t.attempts_started::int, t.attempts_completed::int,
      t.average_score::int, t.best_score::int, t.last_practiced_at,
      w.assigned::int, w.done::int, w.missed::int
    from classroom_students cs
      join student_profiles sp on sp.id = cs.student_profile_id
      join users u on u.id = sp.user_id
      left join attempts t on t.student_profile_id = cs.student_profile_id
      left join work w on w.student_profile_id = cs.student_profile_id
    where cs.classroom_id = ${classroomId}`,
  );
  return result
    .map((row) => {
      const figures = {
        practiceSeconds: num(row.practice_seconds),
        attemptsStarted: num(row.attempts_started),
        attemptsCompleted: num(row.attempts_completed),
        averageScore: numOrNull(row.average_score),
        bestScore: numOrNull(row.best_score),
        lastPracticedAt: dateOrNull(row.last_practiced_at),
        assignmentsAssigned: num(row.assigned),
        assignmentsDone: num(row.done),
        assignmentsMissed: num(row.missed),
      };
      return {
        student: {
          id: row.id,
          firstName: row.first_name,
          lastName: row.last_name,
          username: row.username,
        },
        ...figures,
        attention: attentionOf(figures),
      };
    })
    .sort(byNeedForAttention);
}

export type AssignmentRow = {
  id: string;
  title: string;
  status: PracticeAssignmentStatus;
  startsAt: Date;
  dueAt: Date | null;
  assigned: number;
  done: number;
  attempts: number;
  practiceSeconds: number;
  /** The mean over students of each one's best completed score. */
  averageBestScore: number | null;
};

type AssignmentSqlRow = {
  id: string;
  title: string;
  status: PracticeAssignmentStatus;
  starts_at: Date | string;
  due_at: Date | string | null;
  assigned: number;
  done: number;
  attempts: number;
  practice_seconds: number;
  average_best_score: number | null;
};

/** The classroom's assignments open in the range, with all their attempts, in one statement. */
export async function classroomAssignmentRows(
  db: Db,
  classroomId: string,
  range: MetricsRange,
): Promise<AssignmentRow[]> {
  const result = await selectRows<AssignmentSqlRow>(
    db,
    sql`
    with work as (
      select w.assignment_id, count(*) as assigned, count(*) filter (where w.done) as done
      from (${assignedPairs(range, sql`a.classroom_id = ${classroomId}`)}) w
      group by w.assignment_id),
    per_student as (
      select i.assignment_id, i.student_profile_id, count(*) as attempts,
        sum(i.active_seconds) as practice_seconds,
        max(i.overall_score) filter (where i.status = 'COMPLETED') as best_score
      from practice_intents i
      where ${intentsInScope({ kind: 'classroom', classroomId })}
      group by i.assignment_id, i.student_profile_id),
    practice as (
      select assignment_id, sum(attempts) as attempts, sum(practice_seconds) as practice_seconds,
        round(avg(best_score)) as average_best_score
      from per_student group by assignment_id)
    select a.id, a.title, a.status, a.starts_at, a.due_at,
      w.assigned::int, w.done::int, coalesce(p.attempts, 0)::int as attempts,
      coalesce(p.practice_seconds, 0)::int as practice_seconds,
      p.average_best_score::int
    from practice_assignments a
      join work w on w.assignment_id = a.id
      left join practice p on p.assignment_id = a.id
    order by a.due_at desc nulls last, a.starts_at desc`,
  );
  return result.map((row) => ({
    id: row.id,
    title: row.title,
    status: row.status,
    startsAt: new Date(row.starts_at),
    dueAt: dateOrNull(row.due_at),
    assigned: num(row.assigned),
    done: num(row.done),
    attempts: num(row.attempts),
    practiceSeconds: num(row.practice_seconds),
    averageBestScore: numOrNull(row.average_best_score),
  }));
}

export type AssignmentStudentRow = {
  student: MetricsPerson;
  attempts: number;
  practiceSeconds: number;
  bestScore: number | null;
  done: boolean;
  passed: boolean;
  lastPracticedAt: Date | null;
};

/** One row per student the assignment is for, in one statement. */
export async function assignmentStudentRows(
  db: Db,
  assignmentId: string,
): Promise<AssignmentStudentRow[]> {
  const result = await selectRows<{
    id: string;
    first_name: string;
    last_name: string;
    username: string | null;
    attempts: number;
    practice_seconds: number;
    best_score: number | null;
    done: boolean;
    passed: boolean;
    last_practiced_at: Date | string | null;
  }>(
    db,
    sql`
    with pairs as materialized (${assignedPairs(null, sql`a.id = ${assignmentId}`)})
    select sp.id, u.first_name, u.last_name, u.username, w.done,
      count(i.id)::int as attempts, coalesce(sum(i.active_seconds), 0)::int as practice_seconds,
      (max(i.overall_score) filter (where i.status = 'COMPLETED'))::int as best_score,
      coalesce(bool_or(i.passed) filter (where i.status = 'COMPLETED'), false) as passed,
      max(i.started_at) as last_practiced_at
    from pairs w
      join student_profiles sp on sp.id = w.student_profile_id
      join users u on u.id = sp.user_id
      left join practice_intents i
        on i.assignment_id = w.assignment_id and i.student_profile_id = w.student_profile_id
    group by sp.id, u.first_name, u.last_name, u.username, w.done
    order by w.done, best_score nulls first, u.first_name, u.last_name`,
  );
  return result.map((row) => ({
    student: {
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      username: row.username,
    },
    attempts: num(row.attempts),
    practiceSeconds: num(row.practice_seconds),
    bestScore: numOrNull(row.best_score),
    done: row.done === true,
    passed: row.passed === true,
    lastPracticedAt: dateOrNull(row.last_practiced_at),
  }));
}
