import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Queryable } from '../authoring/authoring-context.ts';
import {
  practiceAssignments,
  practiceIntents,
  practiceMessages,
  teacherProfiles,
  users,
} from '../db/schema/index.ts';
import { type Agreement, agreementOf, type GradePair, type ScorePair } from './agreement.ts';
import { personName } from './review-queue.ts';

export type ClassroomAgreement = {
  classroom: Agreement;
  teachers: { teacherProfileId: string; name: string; agreement: Agreement }[];
};

const isGrade = (value: unknown): value is GradePair['teacher'] =>
  value === 'YES' || value === 'PARTIAL' || value === 'NO';

/**
 * The agreement between the tutor and the teachers over the reviewed attempts of a classroom's
 * assignments, for the classroom and for each teacher who marked attempts reviewed.
 */
export async function classroomAgreement(
  db: Queryable,
  classroomId: string,
): Promise<ClassroomAgreement> {
  const reviewed = await db
    .select({
      id: practiceIntents.id,
      reviewedById: practiceIntents.reviewedById,
      categoryScores: practiceIntents.categoryScores,
      aiScore: practiceIntents.aiScore,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
    })
    .from(practiceIntents)
    .innerJoin(practiceAssignments, eq(practiceAssignments.id, practiceIntents.assignmentId))
    .innerJoin(teacherProfiles, eq(teacherProfiles.id, practiceIntents.reviewedById))
    .innerJoin(users, eq(users.id, teacherProfiles.userId))
    .where(
      and(eq(practiceAssignments.classroomId, classroomId), isNotNull(practiceIntents.reviewedAt)),
    );
  const ids = reviewed.map((intent) => intent.id);
  const answers =
    ids.length === 0
      ? []
      : await db
          .select({
            intentId: practiceMessages.intentId,
            correctness: practiceMessages.correctness,
            aiGrade: practiceMessages.aiGrade,
          })
          .from(practiceMessages)
          .where(
            and(
              inArray(practiceMessages.intentId, ids),
              eq(practiceMessages.role, 'USER'),
              eq(practiceMessages.gradingStatus, 'GRADED'),
            ),
          );
  const answersOf = Map.groupBy(answers, (answer) => answer.intentId);

  const gradesOf = (intentId: string): GradePair[] =>
    (answersOf.get(intentId) ?? []).flatMap(({ correctness, aiGrade }) => {
      const tutor = aiGrade?.correctness ?? correctness;
      return isGrade(tutor) && isGrade(correctness) ? [{ tutor, teacher: correctness }] : [];
    });
  const scoresOf = (intent: (typeof reviewed)[number]): ScorePair[] =>
    Object.entries(intent.categoryScores ?? {}).flatMap(([category, teacher]) => {
      const tutor = intent.aiScore ? intent.aiScore.categoryScores?.[category] : teacher;
      return typeof teacher === 'number' && typeof tutor === 'number' ? [{ tutor, teacher }] : [];
    });

  const byTeacher = Map.groupBy(reviewed, (intent) => intent.reviewedById ?? '');
  return {
    classroom: agreementOf(
      reviewed.flatMap((i) => gradesOf(i.id)),
      reviewed.flatMap(scoresOf),
    ),
    teachers: [...byTeacher.entries()]
      .map(([teacherProfileId, intents]) => ({
        teacherProfileId,
        name: personName(intents[0] ?? { firstName: '', lastName: '', username: null }),
        agreement: agreementOf(
          intents.flatMap((i) => gradesOf(i.id)),
          intents.flatMap(scoresOf),
        ),
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}
