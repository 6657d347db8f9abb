import { type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../authoring/authoring-context.ts';
import { practiceIntents } from '../db/schema/index.ts';
import { AppError } from '../graphql/errors.ts';
import { isUuid } from '../graphql/ids.ts';
import type { IntentRow } from '../practice/practice-conversation.ts';

/**
 * Attempts a teacher grades: assignment attempts in a classroom they own or co-teach. A teacher
 * who only reads an attempt (linked to the student elsewhere) does not grade it.
 */
export function intentsGradedBy(
  teacherProfileId: string,
  table: typeof practiceIntents = practiceIntents,
): SQL {
  return sql`exists (select 1 from practice_assignments a
    join classroom_teaching ct on ct.classroom_id = a.classroom_id
    where a.id = ${table.assignmentId} and ct.teacher_profile_id = ${teacherProfileId})`;
}

/**
 * The attempt, locked, when the teacher grades it and it is finished and scored. FORBIDDEN for
 * anyone else (the resolvers turn it into the authorisation error), ATTEMPT_NOT_REVIEWABLE while
 * it runs or is being scored.
 */
export async function lockGradedIntent(
  tx: Transaction,
  teacherProfileId: string | null,
  intentId: string,
): Promise<IntentRow> {
  if (!teacherProfileId || !isUuid(intentId)) throw new AppError('FORBIDDEN');
  const [found] = await tx
    .select({ intent: practiceIntents, grades: sql<boolean>`${intentsGradedBy(teacherProfileId)}` })
    .from(practiceIntents)
    .where(sql`${practiceIntents.id} = ${intentId}`)
    .for('update', { of: practiceIntents });
  if (!found?.grades) throw new AppError('FORBIDDEN');
  const { intent } = found;
  if (intent.status !== 'COMPLETED' || intent.overallScore === null) {
    throw new AppError('ATTEMPT_NOT_REVIEWABLE');
  }
  return intent;
}
