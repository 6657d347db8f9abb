import { eq } from 'drizzle-orm';
import type { AuthoringContext, Transaction } from '../authoring/authoring-context.ts';
import {
  type AiAttemptScore,
  type AiMessageGrade,
  practiceGradeChanges,
  practiceIntents,
  practiceMessages,
} from '../db/schema/index.ts';
import { AppError } from '../graphql/errors.ts';
import { isUuid } from '../graphql/ids.ts';
import { type IntentRow, type MessageRow, snapshotsOf } from '../practice/practice-conversation.ts';
import { scoreWhenGraded } from '../practice/practice-grading.ts';
import { scoresForCorrectness } from '../practice/practice-scoring.ts';
import { type FeedbackItem, feedbackItemMessage, INTERFACE_LANGUAGES } from '../tutor/index.ts';
import type { AttemptGradeInput, MessageGradeInput } from './review.validation.ts';
import { lockGradedIntent } from './review-access.ts';

const attemptScoreOf = (intent: IntentRow): AiAttemptScore => ({
  categoryScores: intent.categoryScores,
  overallScore: intent.overallScore,
  passed: intent.passed,
});

function messageGradeOf(message: MessageRow): AiMessageGrade {
  if (message.correctness === null || message.correctness === 'CORRECTING') {
    throw new AppError('MESSAGE_NOT_GRADED', { field: 'messageId' });
  }
  return {
    correctness: message.correctness,
    feedback: message.feedback,
    categoryScores: message.categoryScores,
  };
}

/**
 * Scores the attempt again from its messages' grades and the teacher's values, keeping the
 * tutor's score the first time (never overwritten afterwards).
 */
async function rescore(tx: Transaction, intent: IntentRow, teacherProfileId: string) {
  const now = new Date();
  const [updated] = await tx
    .update(practiceIntents)
    .set({
      aiScore: intent.aiScore ?? attemptScoreOf(intent),
      teacherGradedAt: now,
      teacherGradedById: teacherProfileId,
    })
    .where(eq(practiceIntents.id, intent.id))
    .returning();
  if (!updated) throw new Error('attempt vanished while grading');
  await scoreWhenGraded(tx, updated);
  const [scored] = await tx.select().from(practiceIntents).where(eq(practiceIntents.id, intent.id));
  if (!scored) throw new Error('attempt vanished while scoring');
  return scored;
}

/** Feedback spans must point into the message; one that does not is dropped, not refused. */
function withinText(feedback: MessageGradeInput['feedback'], text: string) {
  return feedback.map((item) => ({
    ...item,
    span:
      item.span && item.span.start <= item.span.end && item.span.end <= text.length
        ? item.span
        : null,
  }));
}

/**
 * A tutor's item the teacher kept as it was shown to them keeps its params, so every reader still
 * gets it in their own language; an item whose message the teacher wrote or changed is their
 * words, shown as written. "As shown" is in any interface language: the teacher may have switched
 * languages since the dialog read the item.
 */
function keepCatalogueWording(
  feedback: ReturnType<typeof withinText>,
  stored: readonly FeedbackItem[],
): FeedbackItem[] {
  return feedback.map((item) => {
    const shown = stored.find(
      (before) =>
        before.params !== undefined &&
        before.code === item.code &&
        INTERFACE_LANGUAGES.some(
          (language) => feedbackItemMessage(before, language) === item.message,
        ),
    );
    return shown ? { ...item, params: shown.params } : item;
  });
}

/**
 * A teacher's grade of one student message: its correctness and feedback items. Its category
 * scores move into the band of the new grade (CORRECTNESS_SCORE_BANDS), from the tutor's scores,
 * and the attempt is scored again. The tutor's grade is kept at the first change.
 */
export async function gradeMessage(
  ctx: AuthoringContext,
  input: MessageGradeInput,
): Promise<{ intent: IntentRow; message: MessageRow }> {
  const teacherProfileId = ctx.actor.teacherProfileId;
  if (!teacherProfileId || !isUuid(input.messageId)) throw new AppError('FORBIDDEN');
  return ctx.db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ intentId: practiceMessages.intentId })
      .from(practiceMessages)
      .where(eq(practiceMessages.id, input.messageId));
    if (!owner) throw new AppError('FORBIDDEN');
    const intent = await lockGradedIntent(tx, teacherProfileId, owner.intentId);
    const [message] = await tx
      .select()
      .from(practiceMessages)
      .where(eq(practiceMessages.id, input.messageId))
      .for('update');
    if (message?.role !== 'USER' || message.gradingStatus !== 'GRADED') {
      throw new AppError('MESSAGE_NOT_GRADED', { field: 'messageId' });
    }
    const before = messageGradeOf(message);
    const aiGrade = message.aiGrade ?? before;
    const after: AiMessageGrade = {
      correctness: input.correctness,
      feedback: keepCatalogueWording(
        withinText(input.feedback, message.text),
        message.feedback as FeedbackItem[],
      ),
      categoryScores:
        input.correctness === aiGrade.correctness
          ? aiGrade.categoryScores
          : scoresForCorrectness(aiGrade.categoryScores, input.correctness),
    };
    const now = new Date();
    const [updated] = await tx
      .update(practiceMessages)
      .set({
        aiGrade,
        correctness: after.correctness,
        feedback: after.feedback,
        categoryScores: after.categoryScores,
        teacherGradedAt: now,
        teacherGradedById: teacherProfileId,
      })
      .where(eq(practiceMessages.id, message.id))
      .returning();
    if (!updated) throw new Error('message vanished while grading');
    await tx.insert(practiceGradeChanges).values({
      intentId: intent.id,
      messageId: message.id,
      teacherProfileId,
      before,
      after,
      createdAt: now,
    });
    return { intent: await rescore(tx, intent, teacherProfileId), message: updated };
  });
}

/**
 * A teacher's grade of the attempt: scores per category and/or overall, with a comment for the
 * student. Categories left out follow their messages; an overall score left out is the setting's
 * weighted mean. The tutor's score is kept at the first change.
 */
export async function gradeAttempt(
  ctx: AuthoringContext,
  input: AttemptGradeInput,
): Promise<IntentRow> {
  const teacherProfileId = ctx.actor.teacherProfileId;
  return ctx.db.transaction(async (tx) => {
    const intent = await lockGradedIntent(tx, teacherProfileId, input.intentId);
    if (!teacherProfileId) throw new AppError('FORBIDDEN'); // checked by the lock; narrows the type
    const graded = new Set(snapshotsOf(intent).rules.gradedCategories.map((c) => c.category));
    const stray = input.categoryScores.find((entry) => !graded.has(entry.category));
    if (stray) throw new AppError('CATEGORY_NOT_GRADED', { field: 'categoryScores' });
    const teacherCategoryScores =
      input.categoryScores.length > 0
        ? Object.fromEntries(input.categoryScores.map(({ category, score }) => [category, score]))
        : null;
    const before = { ...attemptScoreOf(intent), comment: intent.teacherComment };
    const [updated] = await tx
      .update(practiceIntents)
      .set({
        teacherCategoryScores,
        teacherOverallScore: input.overallScore ?? null,
        teacherComment: input.comment || null,
      })
      .where(eq(practiceIntents.id, intent.id))
      .returning();
    if (!updated) throw new Error('attempt vanished while grading');
    // The scores are still the ones before this change: rescore keeps them as the tutor's.
    const scored = await rescore(tx, updated, teacherProfileId);
    await tx.insert(practiceGradeChanges).values({
      intentId: intent.id,
      teacherProfileId,
      before,
      after: { ...attemptScoreOf(scored), comment: scored.teacherComment },
      comment: input.comment || null,
      createdAt: scored.teacherGradedAt ?? new Date(),
    });
    return scored;
  });
}

/** Marks an attempt reviewed (out of the queue, counted in the agreement figures), or not. */
export async function markReviewed(
  ctx: AuthoringContext,
  intentId: string,
  reviewed: boolean,
): Promise<IntentRow> {
  const teacherProfileId = ctx.actor.teacherProfileId;
  return ctx.db.transaction(async (tx) => {
    const intent = await lockGradedIntent(tx, teacherProfileId, intentId);
    const [updated] = await tx
      .update(practiceIntents)
      .set(
        reviewed
          ? { reviewedAt: new Date(), reviewedById: teacherProfileId }
          : { reviewedAt: null, reviewedById: null },
      )
      .where(eq(practiceIntents.id, intent.id))
      .returning();
    if (!updated) throw new Error('attempt vanished while marking it');
    return updated;
  });
}
