import { eq } from 'drizzle-orm';
import type { AssignmentWorld } from '../assignments/assignment.test-helpers.ts';
import type { Db } from '../db/database.ts';
import { type Correctness, practiceIntents, practiceMessages } from '../db/schema/index.ts';
import { scoreWhenGraded } from '../practice/practice-grading.ts';

export type KnownAnswer = {
  text: string;
  correctness: Exclude<Correctness, 'CORRECTING'>;
  scores: { GRAMMAR: number; VOCABULARY: number };
  usedNativeLanguage?: boolean;
  gradingNote?: string | null;
};

const SECOND_MS = 1000;

/**
 * A finished, scored attempt of the world's assignment with the answers given, graded as
 * written (the tutor's own grading has its tests): known grades for the review's rules.
 */
export async function finishedAttempt(
  db: Db,
  world: AssignmentWorld,
  assignmentId: string,
  answers: readonly KnownAnswer[],
  options: { reachedStepIndex?: number } = {},
): Promise<{ intentId: string; messageIds: string[] }> {
  const started = await world.start(assignmentId);
  const intentId = started.objects?.[0]?.id;
  if (!intentId) throw new Error(`start failed: ${JSON.stringify(started.errors)}`);
  const base = Date.now();
  const inserted = await db
    .insert(practiceMessages)
    .values(
      answers.map((answer, index) => ({
        intentId,
        role: 'USER' as const,
        text: answer.text,
        stepIndex: 0,
        correctness: answer.correctness,
        gradingStatus: 'GRADED' as const,
        feedback:
          answer.correctness === 'YES'
            ? []
            : [
                {
                  category: 'GRAMMAR',
                  code: 'AGREEMENT',
                  severity: 'error',
                  message: 'Check the agreement.',
                  span: null,
                  excerpt: null,
                  suggestion: null,
                },
              ],
        categoryScores: answer.scores,
        usedNativeLanguage: answer.usedNativeLanguage ?? false,
        gradingNote: answer.gradingNote ?? null,
        gradedAt: new Date(),
        createdAt: new Date(base + (index + 1) * SECOND_MS),
      })),
    )
    .returning({ id: practiceMessages.id });
  const [ended] = await db
    .update(practiceIntents)
    .set({
      status: 'COMPLETED',
      endedAt: new Date(base + (answers.length + 1) * SECOND_MS),
      activeSeconds: 61,
      currentStepIndex: options.reachedStepIndex ?? 1,
    })
    .where(eq(practiceIntents.id, intentId))
    .returning();
  if (!ended) throw new Error('attempt vanished');
  await scoreWhenGraded(db, ended);
  return { intentId, messageIds: inserted.map((row) => row.id) };
}
