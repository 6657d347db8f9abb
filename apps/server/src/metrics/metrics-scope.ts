import { type SQL, sql } from 'drizzle-orm';
import type { MetricsRange, TimePeriod } from './metrics-range.ts';

/**
 * Whose practice a figure counts. Attempts are the facts: a classroom's are those made on its
 * assignments; a student's are all of theirs (free practice too), or those on one classroom's
 * assignments when a teacher looks from that classroom. Preview attempts (no student) never count.
 */
export type MetricsScope =
  | { kind: 'classroom'; classroomId: string }
  | { kind: 'student'; studentProfileId: string; classroomId: string | null }
  | { kind: 'assignment'; assignmentId: string };

const inClassroom = (classroomId: string) =>
  sql`i.assignment_id in (select a.id from practice_assignments a where a.classroom_id = ${classroomId})`;

/** The attempts of the scope, as a condition on the alias `i` of practice_intents. */
export function intentsInScope(scope: MetricsScope): SQL {
  switch (scope.kind) {
    case 'classroom':
      return sql`i.student_profile_id is not null and ${inClassroom(scope.classroomId)}`;
    case 'student':
      return scope.classroomId === null
        ? sql`i.student_profile_id = ${scope.studentProfileId}`
        : sql`i.student_profile_id = ${scope.studentProfileId} and ${inClassroom(scope.classroomId)}`;
    case 'assignment':
      return sql`i.student_profile_id is not null and i.assignment_id = ${scope.assignmentId}`;
  }
}

/** The first instant of a local date in the zone. */
export function localMidnight(date: string, timeZone: string): SQL {
  return sql`((${date}::date)::timestamp at time zone ${timeZone})`;
}

/** The range's instants: [first local midnight, the midnight after its last day). */
export function rangeBounds(range: MetricsRange): { start: SQL; end: SQL } {
  return {
    start: localMidnight(range.from, range.timeZone),
    end: sql`(((${range.to}::date + 1)::timestamp) at time zone ${range.timeZone})`,
  };
}

const TRUNC_UNIT: Record<TimePeriod, string> = {
  DAY: 'day',
  WEEK: 'week',
  MONTH: 'month',
  YEAR: 'year',
};

/**
 * The local date that starts the bucket of an instant: the instant read in the viewer's zone
 * (so a day is 23 or 25 hours across a DST change), truncated to the period. PostgreSQL's weeks
 * start on Monday; a week starting on ISO weekday d is found by shifting d − 1 days there and back.
 */
export function bucketOf(instant: SQL, range: MetricsRange): SQL<string> {
  const local = sql`(${instant} at time zone ${range.timeZone})`;
  const unit = sql.raw(`'${TRUNC_UNIT[range.period]}'`);
  if (range.period === 'WEEK' && range.firstDayOfWeek !== 1) {
    const shift = sql.raw(`interval '${range.firstDayOfWeek - 1} days'`);
    return sql<string>`to_char(date_trunc('week', ${local} - ${shift}) + ${shift}, 'YYYY-MM-DD')`;
  }
  return sql<string>`to_char(date_trunc(${unit}, ${local}), 'YYYY-MM-DD')`;
}
