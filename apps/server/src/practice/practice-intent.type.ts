import { PRACTICE_INTENT_STATUSES, type practiceIntents } from '../db/schema/index.ts';
import { builder } from '../graphql/builder.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { isUuid } from '../graphql/ids.ts';
import type { ScenarioSnapshot } from './practice-snapshots.ts';

export const PracticeIntentStatusEnum = builder.enumType('PracticeIntentStatus', {
  values: PRACTICE_INTENT_STATUSES,
});

type IntentRow = typeof practiceIntents.$inferSelect;

/**
 * Who reads an attempt: its student, a teacher who teaches that student, and the teacher whose
 * preview it is. The object guard and the live events share this one rule.
 */
export async function viewerMayReadIntent(
  context: GraphQLContext,
  intent: IntentRow,
): Promise<boolean> {
  const { studentProfileId, teacherProfileId } = await context.access.profiles();
  if (intent.studentProfileId !== null) {
    if (intent.studentProfileId === studentProfileId) return true;
    return teacherProfileId !== null && context.access.teachesStudent(intent.studentProfileId);
  }
  return teacherProfileId !== null && intent.previewTeacherProfileId === teacherProfileId;
}

/**
 * One attempt. Read by its student, by a teacher who teaches that student, and by the teacher
 * whose preview it is.
 */
export const PracticeIntentType = builder.drizzleObject('practiceIntents', {
  name: 'PracticeIntent',
  authScopes: (intent: IntentRow, context) => viewerMayReadIntent(context, intent),
  fields: (t) => ({
    id: t.exposeID('id'),
    attemptNumber: t.exposeInt('attemptNumber'),
    status: t.field({ type: PracticeIntentStatusEnum, resolve: (intent) => intent.status }),
    startedAt: t.expose('startedAt', { type: 'DateTime' }),
    endedAt: t.expose('endedAt', { type: 'DateTime', nullable: true }),
    activeSeconds: t.exposeInt('activeSeconds'),
    overallScore: t.exposeInt('overallScore', { nullable: true }),
    passed: t.exposeBoolean('passed', { nullable: true }),
    scenarioId: t.exposeID('scenarioId', { nullable: true }),
    scenarioTitle: t.string({
      description: 'The title the attempt was started with.',
      resolve: (intent) => (intent.scenarioSnapshot as ScenarioSnapshot).title,
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
