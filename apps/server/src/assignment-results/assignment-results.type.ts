import { inArray } from 'drizzle-orm';
import type { AssignmentRow } from '../assignments/assignment.service.ts';
import { PracticeAssignmentType } from '../assignments/assignment.type.ts';
import { assignmentLoaders } from '../assignments/assignment-loaders.ts';
import { scenarios } from '../db/schema/index.ts';
import { builder } from '../graphql/builder.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import {
  type AssignmentResult,
  assignmentResults,
  RESULT_STATUSES,
} from './assignment-results.service.ts';
import { resultsCsv } from './assignment-results-csv.ts';

const ResultStatusEnum = builder.enumType('AssignmentResultStatus', {
  description:
    'A student’s standing on one scenario: not started, in progress (started, nothing completed), completed, passed.',
  values: RESULT_STATUSES,
});

const AssignmentResultType = builder.objectRef<AssignmentResult>('AssignmentResult').implement({
  description: 'One student × one scenario of an assignment.',
  fields: (t) => ({
    studentProfileId: t.exposeID('studentProfileId'),
    studentName: t.exposeString('studentName'),
    scenarioId: t.exposeID('scenarioId'),
    scenarioTitle: t.exposeString('scenarioTitle'),
    status: t.field({ type: ResultStatusEnum, resolve: (row) => row.status }),
    attemptsUsed: t.exposeInt('attemptsUsed'),
    bestScore: t.exposeInt('bestScore', { nullable: true }),
    lastScore: t.exposeInt('lastScore', { nullable: true }),
    minutesSpent: t.exposeInt('minutesSpent', {
      description: 'Active time of every attempt, in minutes rounded up.',
    }),
    helpUsed: t.exposeInt('helpUsed'),
    lastActivityAt: t.expose('lastActivityAt', { type: 'DateTime', nullable: true }),
    latestAttemptId: t.exposeID('latestAttemptId', { nullable: true }),
    unreviewed: t.exposeInt('unreviewed', {
      description: 'Completed attempts nobody marked reviewed.',
    }),
  }),
});

async function resultsOf(
  context: GraphQLContext,
  assignment: Pick<AssignmentRow, 'id' | 'classroomId'>,
) {
  const ids = await assignmentLoaders(context).scenarioIds.load(assignment.id);
  // The titles alone: the grid shows nothing else of a scenario (no steps, vocabulary, rubrics).
  const rows =
    ids.length === 0
      ? []
      : await context.db
          .select({ id: scenarios.id, title: scenarios.title })
          .from(scenarios)
          .where(inArray(scenarios.id, ids));
  const titles = new Map(rows.map((row) => [row.id, row.title]));
  return assignmentResults(
    context.db,
    assignment,
    ids.map((id) => ({ id, title: titles.get(id) ?? '' })),
  );
}

const teacherOfClassroom = (assignment: Pick<AssignmentRow, 'classroomId'>) => ({
  classroomTeacher: assignment.classroomId,
});

builder.objectFields(PracticeAssignmentType, (t) => ({
  results: t.field({
    type: [AssignmentResultType],
    description:
      'Every student it is for × each of its scenarios, by name; for the classroom’s teachers.',
    authScopes: teacherOfClassroom,
    // For the cost limit (graphql/limits): a classroom's students × a curriculum's scenarios.
    extensions: { listSize: 500 },
    resolve: (assignment, _args, context) => resultsOf(context, assignment),
  }),
  resultsCsv: t.string({
    description:
      'The results as CSV (UTF-8 with a byte-order mark, header in the viewer’s language, dates in their time zone).',
    authScopes: teacherOfClassroom,
    resolve: async (assignment, _args, context) =>
      resultsCsv(
        await resultsOf(context, assignment),
        context.locale,
        context.viewer?.timeZone ?? 'UTC',
      ),
  }),
}));
