import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../authoring/authoring-context.ts';
import type { Db } from '../db/database.ts';
import { practiceIntents, practiceMessages } from '../db/schema/index.ts';
import type { GradeResult, GradingHandlers } from '../tutor/index.ts';
import { type IntentRow, snapshotsOf } from './practice-conversation.ts';
import type { PracticeEvents } from './practice-events.ts';
import { scoreAttempt } from './practice-scoring.ts';

/**
 * With USE_NATIVE_LANGUAGE allowed, writing in one's native language is not wrong: a message
 * marked NO for it alone becomes PARTIAL and loses the native-language advice.
 */
export function allowNativeLanguage(result: GradeResult): GradeResult {
  if (!result.usedNativeLanguage) return result;
  const feedback = result.feedback.filter((item) => item.code !== 'NATIVE_LANGUAGE');
  const errors = feedback.filter((item) => item.severity === 'error').length;
  return {
    ...result,
    feedback,
    correctness: result.correctness === 'NO' && errors === 0 ? 'PARTIAL' : result.correctness,
  };
}

/**
 * Scores an ended attempt once none of its messages is still being graded; runs again when a
 * late grade lands (a message graded after Finish, or a grading retried).
 */
export async function scoreWhenGraded(db: Queryable, intent: IntentRow): Promise<void> {
  if (intent.status !== 'COMPLETED') return;
  const graded = await db
    .select({ scores: practiceMessages.categoryScores, status: practiceMessages.gradingStatus })
    .from(practiceMessages)
    .where(and(eq(practiceMessages.intentId, intent.id), eq(practiceMessages.role, 'USER')));
  if (graded.some((message) => message.status === 'PENDING')) return;
  const { rules } = snapshotsOf(intent);
  const score = scoreAttempt(
    rules,
    graded.flatMap((message) =>
      message.status === 'GRADED' && message.scores ? [message.scores] : [],
    ),
    // A teacher's grade of the attempt stands when a late grade lands (review/).
    { categoryScores: intent.teacherCategoryScores, overallScore: intent.teacherOverallScore },
  );
  await db
    .update(practiceIntents)
    .set({
      categoryScores: score.categoryScores as Record<string, number>,
      overallScore: score.overallScore,
      passed: score.passed,
    })
    .where(eq(practiceIntents.id, intent.id));
}

/**
 * What the grading queue does with a result: store it once (a job delivered twice finds the
 * message graded and stops), score an ended attempt, and announce it after the commit.
 */
export function gradingHandlers(
  db: Db,
  events: PracticeEvents,
  log: FastifyBaseLogger,
): GradingHandlers {
  return {
    async onGraded(messageId, rawResult) {
      const intentId = await db.transaction(async (tx) => {
        const [found] = await tx
          .select({ message: practiceMessages, intent: practiceIntents })
          .from(practiceMessages)
          .innerJoin(practiceIntents, eq(practiceIntents.id, practiceMessages.intentId))
          .where(eq(practiceMessages.id, messageId))
          .for('update');
        if (!found || found.message.gradingStatus === 'GRADED') return null;
        const { rules } = snapshotsOf(found.intent);
        const result = rules.helpFeatures.includes('USE_NATIVE_LANGUAGE')
          ? allowNativeLanguage(rawResult)
          : rawResult;
        await tx
          .update(practiceMessages)
          .set({
            correctness: result.correctness,
            gradingStatus: 'GRADED',
            feedback: result.feedback,
            categoryScores: result.categoryScores,
            usedNativeLanguage: result.usedNativeLanguage,
            gradingNote: result.note,
            gradedAt: new Date(),
          })
          .where(eq(practiceMessages.id, messageId));
        if (result.usedNativeLanguage) {
          await tx
            .update(practiceIntents)
            .set({
              helpUsage: sql`jsonb_set(${practiceIntents.helpUsage}, '{USE_NATIVE_LANGUAGE}',
                to_jsonb(coalesce((${practiceIntents.helpUsage}->>'USE_NATIVE_LANGUAGE')::int, 0) + 1))`,
            })
            .where(eq(practiceIntents.id, found.intent.id));
        }
        await scoreWhenGraded(tx, found.intent);
        return found.intent.id;
      });
      if (intentId) {
        await events.publish('practice', intentId, { kind: 'MESSAGE_GRADED', messageId });
      }
    },
    async onFailed(messageId, error) {
      log.warn({ err: error, messageId }, 'grading failed for good');
      const message = await db.transaction(async (tx) => {
        const [failed] = await tx
          .update(practiceMessages)
          .set({ gradingStatus: 'FAILED' })
          .where(
            and(eq(practiceMessages.id, messageId), eq(practiceMessages.gradingStatus, 'PENDING')),
          )
          .returning({ intentId: practiceMessages.intentId });
        if (!failed) return null;
        const [intent] = await tx
          .select()
          .from(practiceIntents)
          .where(eq(practiceIntents.id, failed.intentId))
          .for('update');
        if (intent) await scoreWhenGraded(tx, intent);
        return failed;
      });
      if (message) {
        await events.publish('practice', message.intentId, { kind: 'MESSAGE_GRADED', messageId });
      }
    },
  };
}
