import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Queryable } from '../authoring/authoring-context.ts';
import {
  classrooms,
  practiceAssignments,
  practiceIntents,
  practiceMessages,
  studentProfiles,
  users,
} from '../db/schema/index.ts';
import { type IntentRow, snapshotsOf } from '../practice/practice-conversation.ts';
import { intentsGradedBy } from './review-access.ts';
import { type ReviewReason, reviewPriority, reviewReasons } from './review-reasons.ts';

/** How many waiting attempts are weighed at once; older ones surface as these are reviewed. */
export const REVIEW_QUEUE_WINDOW = 300;

export type ReviewQueueItem = {
  intent: IntentRow;
  reasons: ReviewReason[];
  studentName: string;
  assignmentTitle: string;
  classroomName: string;
};

export const personName = (user: {
  firstName: string;
  lastName: string;
  username: string | null;
}) => `${user.firstName} ${user.lastName}`.trim() || user.username || '';

/**
 * The teacher's "needs review": finished, scored assignment attempts in the classrooms they teach
 * that nobody marked reviewed, those with the weightiest reasons first, then the longest waiting.
 */
export async function reviewQueue(
  db: Queryable,
  teacherProfileId: string,
  first: number,
): Promise<{ totalCount: number; items: ReviewQueueItem[] }> {
  const waiting = and(
    eq(practiceIntents.status, 'COMPLETED'),
    isNull(practiceIntents.reviewedAt),
    isNotNull(practiceIntents.overallScore),
    isNotNull(practiceIntents.studentProfileId),
    intentsGradedBy(teacherProfileId),
  );
  const [rows, totalCount] = await Promise.all([
    db
      .select({
        intent: practiceIntents,
        firstName: users.firstName,
        lastName: users.lastName,
        username: users.username,
        assignmentTitle: practiceAssignments.title,
        classroomName: classrooms.name,
      })
      .from(practiceIntents)
      .innerJoin(studentProfiles, eq(studentProfiles.id, practiceIntents.studentProfileId))
      .innerJoin(users, eq(users.id, studentProfiles.userId))
      .innerJoin(practiceAssignments, eq(practiceAssignments.id, practiceIntents.assignmentId))
      .innerJoin(classrooms, eq(classrooms.id, practiceAssignments.classroomId))
      .where(waiting)
      .orderBy(desc(practiceIntents.endedAt))
      .limit(REVIEW_QUEUE_WINDOW),
    db.$count(practiceIntents, waiting),
  ]);
  const ids = rows.map((row) => row.intent.id);
  const answers =
    ids.length === 0
      ? []
      : await db
          .select({
            intentId: practiceMessages.intentId,
            text: practiceMessages.text,
            correctness: practiceMessages.correctness,
            usedNativeLanguage: practiceMessages.usedNativeLanguage,
            gradingNote: practiceMessages.gradingNote,
          })
          .from(practiceMessages)
          .where(
            and(
              inArray(practiceMessages.intentId, ids),
              eq(practiceMessages.role, 'USER'),
              eq(practiceMessages.gradingStatus, 'GRADED'),
            ),
          )
          .orderBy(practiceMessages.createdAt);
  const byIntent = Map.groupBy(answers, (answer) => answer.intentId);
  const items = rows.map((row) => ({
    intent: row.intent,
    reasons: reviewReasons({
      answers: byIntent.get(row.intent.id) ?? [],
      reachedStepIndex: row.intent.currentStepIndex,
      stepCount: snapshotsOf(row.intent).scenario.steps.length,
    }),
    studentName: personName(row),
    assignmentTitle: row.assignmentTitle,
    classroomName: row.classroomName,
  }));
  items.sort(
    (a, b) =>
      reviewPriority(b.reasons) - reviewPriority(a.reasons) ||
      (a.intent.endedAt?.getTime() ?? 0) - (b.intent.endedAt?.getTime() ?? 0),
  );
  return { totalCount, items: items.slice(0, first) };
}
