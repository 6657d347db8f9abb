import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { AssignmentRow } from '../assignments/assignment.service.ts';
import { assignmentIsFor } from '../assignments/assignment-access.ts';
import type { Queryable } from '../authoring/authoring-context.ts';
import {
  classroomStudents,
  practiceIntents,
  practiceMessages,
  studentProfiles,
  users,
} from '../db/schema/index.ts';
import { personName } from '../review/review-queue.ts';

export const RESULT_STATUSES = ['NOT_STARTED', 'IN_PROGRESS', 'COMPLETED', 'PASSED'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

/** One student's work on one scenario of an assignment: a cell row of the results grid. */
export type AssignmentResult = {
  studentProfileId: string;
  studentName: string;
  email: string | null;
  scenarioId: string;
  scenarioTitle: string;
  status: ResultStatus;
  attemptsUsed: number;
  bestScore: number | null;
  /** The latest completed attempt's score. */
  lastScore: number | null;
  /** Active time of every attempt, in minutes rounded up. */
  minutesSpent: number;
  /** Uses of help features, all attempts together. */
  helpUsed: number;
  lastActivityAt: Date | null;
  /** The attempt to open: the latest completed one, else the latest one. */
  latestAttemptId: string | null;
  /** Completed attempts nobody marked reviewed. */
  unreviewed: number;
};

/** What the grid shows of an attempt: never its snapshots, scores' details or review texts. */
const resultColumns = {
  id: practiceIntents.id,
  studentProfileId: practiceIntents.studentProfileId,
  scenarioId: practiceIntents.scenarioId,
  attemptNumber: practiceIntents.attemptNumber,
  status: practiceIntents.status,
  overallScore: practiceIntents.overallScore,
  passed: practiceIntents.passed,
  activeSeconds: practiceIntents.activeSeconds,
  helpUsage: practiceIntents.helpUsage,
  startedAt: practiceIntents.startedAt,
  endedAt: practiceIntents.endedAt,
  reviewedAt: practiceIntents.reviewedAt,
};

type Intent = Pick<typeof practiceIntents.$inferSelect, keyof typeof resultColumns> & {
  lastMessageAt: Date | null;
};

function resultOf(
  intents: readonly Intent[],
): Omit<
  AssignmentResult,
  'studentProfileId' | 'studentName' | 'email' | 'scenarioId' | 'scenarioTitle'
> {
  // Newest first.
  const sorted = [...intents].sort((a, b) => b.attemptNumber - a.attemptNumber);
  const completed = sorted.filter((intent) => intent.status === 'COMPLETED');
  const scores = completed.flatMap((intent) =>
    intent.overallScore === null ? [] : [intent.overallScore],
  );
  const status: ResultStatus = completed.some((intent) => intent.passed === true)
    ? 'PASSED'
    : completed.length > 0
      ? 'COMPLETED'
      : sorted.length > 0
        ? 'IN_PROGRESS'
        : 'NOT_STARTED';
  const seconds = sorted.reduce((sum, intent) => sum + intent.activeSeconds, 0);
  const activity = sorted.flatMap((intent) =>
    [intent.lastMessageAt, intent.endedAt, intent.startedAt].filter(
      (date): date is Date => date !== null,
    ),
  );
  return {
    status,
    attemptsUsed: sorted.length,
    bestScore: scores.length > 0 ? Math.max(...scores) : null,
    lastScore: completed[0]?.overallScore ?? null,
    minutesSpent: Math.ceil(seconds / 60),
    helpUsed: sorted.reduce(
      (sum, intent) =>
        sum + Object.values(intent.helpUsage as Record<string, number>).reduce((a, b) => a + b, 0),
      0,
    ),
    lastActivityAt:
      activity.length > 0 ? new Date(Math.max(...activity.map((date) => date.getTime()))) : null,
    latestAttemptId: (completed[0] ?? sorted[0])?.id ?? null,
    unreviewed: completed.filter((intent) => intent.reviewedAt === null).length,
  };
}

/**
 * The results grid of an assignment: every student it is for (the whole classroom, or the
 * students it names) × each of its scenarios, ordered by name then scenario.
 */
export async function assignmentResults(
  db: Queryable,
  assignment: Pick<AssignmentRow, 'id' | 'classroomId'>,
  scenarios: readonly { id: string; title: string }[],
): Promise<AssignmentResult[]> {
  const [students, intents] = await Promise.all([
    db
      .select({
        id: studentProfiles.id,
        firstName: users.firstName,
        lastName: users.lastName,
        username: users.username,
        email: users.email,
      })
      .from(classroomStudents)
      .innerJoin(studentProfiles, eq(studentProfiles.id, classroomStudents.studentProfileId))
      .innerJoin(users, eq(users.id, studentProfiles.userId))
      .where(
        and(
          eq(classroomStudents.classroomId, assignment.classroomId),
          assignmentIsFor(assignment.id, classroomStudents.studentProfileId),
        ),
      )
      .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`)),
    db
      .select({
        ...resultColumns,
        lastMessageAt: sql<Date | null>`(${db
          .select({ at: max(practiceMessages.createdAt) })
          .from(practiceMessages)
          .where(eq(practiceMessages.intentId, practiceIntents.id))})`.mapWith(
          (value: string | Date | null) => (value === null ? null : new Date(value)),
        ),
      })
      .from(practiceIntents)
      .where(eq(practiceIntents.assignmentId, assignment.id)),
  ]);
  const byCell = Map.groupBy(
    intents,
    (intent) => `${intent.studentProfileId}:${intent.scenarioId}`,
  );
  return students.flatMap((student) =>
    scenarios.map((scenario) => ({
      studentProfileId: student.id,
      studentName: personName(student),
      email: student.email,
      scenarioId: scenario.id,
      scenarioTitle: scenario.title,
      ...resultOf(byCell.get(`${student.id}:${scenario.id}`) ?? []),
    })),
  );
}
