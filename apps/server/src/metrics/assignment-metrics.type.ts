import { PracticeAssignmentType } from '../assignments/assignment.type.ts';
import { builder } from '../graphql/builder.ts';
import { isUuid } from '../graphql/ids.ts';
import {
  MetricsBucketType,
  MetricsPersonType,
  MetricsRangeInputType,
  MetricsRangeType,
  PracticeFiguresType,
} from './metrics-figures.type.ts';
import { type AssignmentMetrics, assignmentMetrics } from './metrics-loaders.ts';
import { forbidden, rangeFor } from './metrics-request.ts';
import type { AssignmentStudentRow } from './metrics-tables.ts';

const AssignmentStudentMetricsRowType = builder
  .objectRef<AssignmentStudentRow>('AssignmentStudentMetricsRow')
  .implement({
    fields: (t) => ({
      student: t.field({ type: MetricsPersonType, resolve: (row) => row.student }),
      attempts: t.exposeInt('attempts'),
      practiceSeconds: t.exposeInt('practiceSeconds'),
      bestScore: t.exposeInt('bestScore', { nullable: true }),
      done: t.exposeBoolean('done'),
      passed: t.exposeBoolean('passed'),
      lastPracticedAt: t.expose('lastPracticedAt', { type: 'DateTime', nullable: true }),
    }),
  });

const AssignmentMetricsType = builder.objectRef<AssignmentMetrics>('AssignmentMetrics').implement({
  description:
    "An assignment's practice; the student table counts every attempt, whatever the range.",
  fields: (t) => ({
    assignment: t.field({
      type: PracticeAssignmentType,
      resolve: async (metrics, _args, context) => {
        const row = await context.db.query.practiceAssignments.findFirst({
          where: { id: metrics.assignmentId },
        });
        if (!row) throw forbidden(context);
        return row;
      },
    }),
    range: t.field({ type: MetricsRangeType, resolve: (metrics) => metrics.range }),
    totals: t.field({
      type: PracticeFiguresType,
      resolve: async (metrics) => (await metrics.figures()).totals,
    }),
    series: t.field({
      type: [MetricsBucketType],
      resolve: async (metrics) => (await metrics.figures()).series,
    }),
    students: t.field({
      type: [AssignmentStudentMetricsRowType],
      description:
        'Every student the assignment is for: not done first, then the lowest best score.',
      resolve: (metrics) => metrics.students(),
    }),
  }),
});

builder.queryField('assignmentMetrics', (t) =>
  t.field({
    type: AssignmentMetricsType,
    description: "An assignment's practice figures, for the teachers of its classroom.",
    authScopes: { teacher: true },
    args: {
      assignmentId: t.arg.id({ required: true }),
      range: t.arg({ type: MetricsRangeInputType, required: true }),
    },
    resolve: async (_root, args, context) => {
      const range = rangeFor(args.range, context);
      const assignmentId = String(args.assignmentId);
      const assignment = isUuid(assignmentId)
        ? await context.db.query.practiceAssignments.findFirst({
            where: { id: assignmentId },
            columns: { classroomId: true },
          })
        : undefined;
      const role = assignment ? await context.access.classroomRole(assignment.classroomId) : null;
      if (role !== 'OWNER' && role !== 'CO_TEACHER') throw forbidden(context);
      return assignmentMetrics(context.db, assignmentId, range);
    },
  }),
);
