import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { type Completion, completionOf } from './metrics-completion.ts';
import {
  type FiguresAndSeries,
  figuresAndSeries,
  type PracticeFigures,
  rangeTotals,
} from './metrics-figures.ts';
import { type MetricsRange, previousRange } from './metrics-range.ts';
import type { MetricsScope } from './metrics-scope.ts';
import {
  type AssignmentRow,
  type AssignmentStudentRow,
  assignmentStudentRows,
  classroomAssignmentRows,
  classroomStudentRows,
  type StudentRow,
} from './metrics-tables.ts';

/*
 * What each metrics object computes, each part once and only when a field asks for it; the
 * GraphQL types resolve their fields from these, and bench/metrics runs them as a page does.
 */

/** A value computed once, when a field first asks for it. */
export function once<T>(compute: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | null = null;
  return () => {
    value ??= compute();
    return value;
  };
}

type RangeAndPrevious = {
  figures: () => Promise<FiguresAndSeries>;
  previous: () => Promise<PracticeFigures>;
};

/**
 * The range's figures and the range before's in the same two statements when the fields that
 * ask for them start together (sibling fields of one query do: the statements wait for the
 * next turn of the event loop); one asked for later gets its own statements.
 */
function rangeAndPrevious(db: Db, scope: MetricsScope, range: MetricsRange): RangeAndPrevious {
  let withPrevious = false;
  let sent = false;
  const combined = once(async () => {
    await new Promise((resolve) => setImmediate(resolve));
    sent = true;
    return figuresAndSeries(db, scope, range, { previous: withPrevious });
  });
  return {
    figures: combined,
    previous: once(async () => {
      if (!sent) withPrevious = true;
      const { previousTotals } = await combined();
      return previousTotals ?? rangeTotals(db, scope, previousRange(range));
    }),
  };
}

export type ClassroomMetrics = RangeAndPrevious & {
  range: MetricsRange;
  completion: () => Promise<Completion>;
  students: () => Promise<StudentRow[]>;
  assignments: () => Promise<AssignmentRow[]>;
};

export function classroomMetrics(
  db: Db,
  classroomId: string,
  range: MetricsRange,
): ClassroomMetrics {
  const students = once(() => classroomStudentRows(db, classroomId, range));
  return {
    range,
    ...rangeAndPrevious(db, { kind: 'classroom', classroomId }, range),
    // Every assigned pair is one of the table's students' (its rows are the whole classroom).
    completion: once(async () =>
      (await students()).reduce(
        (sum, row) => ({
          done: sum.done + row.assignmentsDone,
          assigned: sum.assigned + row.assignmentsAssigned,
        }),
        { done: 0, assigned: 0 },
      ),
    ),
    students,
    assignments: once(() => classroomAssignmentRows(db, classroomId, range)),
  };
}

export type StudentMetrics = RangeAndPrevious & {
  studentProfileId: string;
  range: MetricsRange;
  scope: MetricsScope;
  completion: () => Promise<Completion>;
};

export function studentMetrics(
  db: Db,
  studentProfileId: string,
  classroomId: string | null,
  range: MetricsRange,
): StudentMetrics {
  const scope = { kind: 'student', studentProfileId, classroomId } as const;
  const work: SQL =
    classroomId === null
      ? sql`cs.student_profile_id = ${studentProfileId}`
      : sql`cs.student_profile_id = ${studentProfileId} and a.classroom_id = ${classroomId}`;
  return {
    studentProfileId,
    range,
    scope,
    ...rangeAndPrevious(db, scope, range),
    completion: once(() => completionOf(db, range, work)),
  };
}

export type AssignmentMetrics = {
  assignmentId: string;
  range: MetricsRange;
  figures: () => Promise<FiguresAndSeries>;
  students: () => Promise<AssignmentStudentRow[]>;
};

export function assignmentMetrics(
  db: Db,
  assignmentId: string,
  range: MetricsRange,
): AssignmentMetrics {
  return {
    assignmentId,
    range,
    figures: once(() => figuresAndSeries(db, { kind: 'assignment', assignmentId }, range)),
    students: once(() => assignmentStudentRows(db, assignmentId)),
  };
}
