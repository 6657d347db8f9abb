import { sql } from 'drizzle-orm';
import { PRACTICE_INTENT_STATUSES, practiceIntents } from '../db/schema/index.ts';
import { builder } from '../graphql/builder.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { typeSelection } from '../graphql/field-columns.ts';
import { isUuid } from '../graphql/ids.ts';
import type { ViewerAccess } from '../graphql/viewer-access.ts';

export const PracticeIntentStatusEnum = builder.enumType('PracticeIntentStatus', {
  values: PRACTICE_INTENT_STATUSES,
});

type IntentRow = typeof practiceIntents.$inferSelect;

/**
 * The columns the type's own fields and its guard read, loaded whatever a query asks for: never
 * the scenario and rules snapshots (large jsonb), the scores' details or the review, which only
 * the fields showing them select, nor the timestamps no field shows. Their fields read the row
 * (see the User type for why not `expose*`), so an attempt a service returns (a mutation's, a
 * live event's, a loader's) answers them itself: with `expose*`, the Drizzle plugin read each
 * such row again, whole. As a core `select()` too, for the loaders of attempt lists.
 */
export const practiceIntentFieldColumns = {
  id: practiceIntents.id,
  studentProfileId: practiceIntents.studentProfileId,
  previewTeacherProfileId: practiceIntents.previewTeacherProfileId,
  assignmentId: practiceIntents.assignmentId,
  scenarioId: practiceIntents.scenarioId,
  attemptNumber: practiceIntents.attemptNumber,
  status: practiceIntents.status,
  startedAt: practiceIntents.startedAt,
  endedAt: practiceIntents.endedAt,
  activeSeconds: practiceIntents.activeSeconds,
  currentStepIndex: practiceIntents.currentStepIndex,
  overallScore: practiceIntents.overallScore,
  passed: practiceIntents.passed,
};
type FieldColumn = keyof typeof practiceIntentFieldColumns;
export const PRACTICE_INTENT_FIELD_COLUMNS = typeSelection(practiceIntentFieldColumns);

/** An attempt as the type's fields read it: its field columns, whatever else a field selected. */
export type PracticeIntentFields = Pick<IntentRow, FieldColumn>;

/**
 * Who reads an attempt: its student, a teacher who teaches that student, and the teacher whose
 * preview it is. The object guard and the live events share this one rule; `memberships` is where
 * whether the viewer teaches the student is looked up (the request's, unless a caller needs it
 * asked afresh).
 */
export async function viewerMayReadIntent(
  context: GraphQLContext,
  intent: Pick<IntentRow, 'studentProfileId' | 'previewTeacherProfileId'>,
  memberships: ViewerAccess = context.access,
): Promise<boolean> {
  const { studentProfileId, teacherProfileId } = await context.access.profiles();
  if (intent.studentProfileId !== null) {
    if (intent.studentProfileId === studentProfileId) return true;
    return teacherProfileId !== null && memberships.teachesStudent(intent.studentProfileId);
  }
  return teacherProfileId !== null && intent.previewTeacherProfileId === teacherProfileId;
}

/**
 * One attempt. Read by its student, by a teacher who teaches that student, and by the teacher
 * whose preview it is.
 */
export const PracticeIntentType = builder.drizzleObject('practiceIntents', {
  name: 'PracticeIntent',
  select: { columns: PRACTICE_INTENT_FIELD_COLUMNS },
  authScopes: (intent, context) => viewerMayReadIntent(context, intent),
  fields: (t) => ({
    id: t.id({ resolve: (intent) => intent.id }),
    attemptNumber: t.int({ resolve: (intent) => intent.attemptNumber }),
    status: t.field({ type: PracticeIntentStatusEnum, resolve: (intent) => intent.status }),
    startedAt: t.field({ type: 'DateTime', resolve: (intent) => intent.startedAt }),
    endedAt: t.field({ type: 'DateTime', nullable: true, resolve: (intent) => intent.endedAt }),
    activeSeconds: t.int({ resolve: (intent) => intent.activeSeconds }),
    overallScore: t.int({ nullable: true, resolve: (intent) => intent.overallScore }),
    passed: t.boolean({ nullable: true, resolve: (intent) => intent.passed }),
    scenarioId: t.id({ nullable: true, resolve: (intent) => intent.scenarioId }),
    scenarioTitle: t.string({
      description: 'The title the attempt was started with.',
      // The title alone, not the snapshot around it: a list of attempts shows only this of it.
      select: {
        extras: {
          scenarioTitle: (table) => sql<string>`${table.scenarioSnapshot} ->> 'title'`,
        },
      },
      resolve: (intent) => intent.scenarioTitle,
    }),
    assignment: t.relation('assignment', { nullable: true }),
    student: t.relation('student', { nullable: true }),
  }),
});

builder.queryField('practiceIntent', (t) =>
  t.drizzleField({
    type: PracticeIntentType,
    nullable: true,
    description: 'One attempt the viewer may read; null otherwise.',
    authScopes: { hasUserType: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (query, _root, { id }, context) => {
      if (!isUuid(id)) return null;
      return (await context.db.query.practiceIntents.findFirst(query({ where: { id } }))) ?? null;
    },
  }),
);
