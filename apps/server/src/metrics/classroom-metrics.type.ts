import { PracticeAssignmentStatusEnum } from '../assignments/assignment.type.ts';
import { builder } from '../graphql/builder.ts';
import {
  MetricsPersonType,
  MetricsRangeInputType,
  rangeFigureFields,
} from './metrics-figures.type.ts';
import { type ClassroomMetrics, classroomMetrics } from './metrics-loaders.ts';
import { rangeFor } from './metrics-request.ts';
import { type AssignmentRow, ATTENTION_REASONS, type StudentRow } from './metrics-tables.ts';

export const AttentionReasonEnum = builder.enumType('AttentionReason', {
  description:
    'NO_PRACTICE: no attempt in the range. WORK_MISSED: an assignment past its due date and not done. LOW_SCORE: average under 60.',
  values: ATTENTION_REASONS,
});

const StudentMetricsRowType = builder.objectRef<StudentRow>('StudentMetricsRow').implement({
  fields: (t) => ({
    student: t.field({ type: MetricsPersonType, resolve: (row) => row.student }),
    practiceSeconds: t.exposeInt('practiceSeconds'),
    attemptsStarted: t.exposeInt('attemptsStarted'),
    attemptsCompleted: t.exposeInt('attemptsCompleted'),
    averageScore: t.exposeInt('averageScore', { nullable: true }),
    bestScore: t.exposeInt('bestScore', { nullable: true }),
    lastPracticedAt: t.expose('lastPracticedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'Their latest attempt in this classroom, whatever the range.',
    }),
    assignmentsAssigned: t.exposeInt('assignmentsAssigned'),
    assignmentsDone: t.exposeInt('assignmentsDone'),
    assignmentsMissed: t.exposeInt('assignmentsMissed'),
    attention: t.field({ type: [AttentionReasonEnum], resolve: (row) => row.attention }),
  }),
});

const AssignmentMetricsRowType = builder
  .objectRef<AssignmentRow>('AssignmentMetricsRow')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      title: t.exposeString('title'),
      status: t.field({ type: PracticeAssignmentStatusEnum, resolve: (row) => row.status }),
      startsAt: t.expose('startsAt', { type: 'DateTime' }),
      dueAt: t.expose('dueAt', { type: 'DateTime', nullable: true }),
      assigned: t.exposeInt('assigned'),
      done: t.exposeInt('done'),
      attempts: t.exposeInt('attempts'),
      practiceSeconds: t.exposeInt('practiceSeconds'),
      averageBestScore: t.exposeInt('averageBestScore', { nullable: true }),
    }),
  });

const ClassroomMetricsType = builder.objectRef<ClassroomMetrics>('ClassroomMetrics').implement({
  description: "A classroom's practice over a range; each field is computed only when asked for.",
  fields: (t) => ({
    ...rangeFigureFields(t),
    students: t.field({
      type: [StudentMetricsRowType],
      description: 'Every student of the classroom, who needs attention first.',
      resolve: (metrics) => metrics.students(),
    }),
    assignments: t.field({
      type: [AssignmentMetricsRowType],
      description: 'The assignments open during the range (published or closed).',
      resolve: (metrics) => metrics.assignments(),
    }),
  }),
});

builder.queryField('classroomMetrics', (t) =>
  t.field({
    type: ClassroomMetricsType,
    description: "A classroom's practice figures, for its teachers.",
    authScopes: (_root, args) => ({ classroomTeacher: String(args.classroomId) }),
    args: {
      classroomId: t.arg.id({ required: true }),
      range: t.arg({ type: MetricsRangeInputType, required: true }),
    },
    resolve: (_root, args, context) =>
      classroomMetrics(context.db, String(args.classroomId), rangeFor(args.range, context)),
  }),
);
