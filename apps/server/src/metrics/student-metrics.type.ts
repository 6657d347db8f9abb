import { ItemKindEnum } from '../authoring/authoring.enums.ts';
import { builder } from '../graphql/builder.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { isUuid } from '../graphql/ids.ts';
import {
  PRACTICE_INTENT_FIELD_COLUMNS,
  PracticeIntentType,
} from '../practice/practice-intent.type.ts';
import { StudentProfileType } from '../profiles/student-profile.type.ts';
import { MetricsRangeInputType, rangeFigureFields } from './metrics-figures.type.ts';
import { type StudentMetrics, studentMetrics } from './metrics-loaders.ts';
import { forbidden, rangeFor } from './metrics-request.ts';
import {
  recentAttemptIds,
  streakDays,
  VOCABULARY_STATUSES,
  type VocabularyCoverage,
  vocabularyCoverage,
} from './metrics-student.ts';

const MAX_RECENT_ATTEMPTS = 50;

export const VocabularyStatusEnum = builder.enumType('VocabularyStatus', {
  description:
    'USED_CORRECTLY: in a message graded YES. USED: only in messages graded otherwise. NEVER_USED: in none.',
  values: VOCABULARY_STATUSES,
});

const VocabularyCoverageType = builder
  .objectRef<VocabularyCoverage>('VocabularyCoverage')
  .implement({
    fields: (t) => ({
      text: t.exposeString('text'),
      translation: t.exposeString('translation'),
      kind: t.field({ type: ItemKindEnum, resolve: (item) => item.kind }),
      scenarioTitle: t.exposeString('scenarioTitle'),
      status: t.field({ type: VocabularyStatusEnum, resolve: (item) => item.status }),
    }),
  });

const StudentMetricsType = builder.objectRef<StudentMetrics>('StudentMetrics').implement({
  description: "One student's practice over a range; each field is computed only when asked for.",
  fields: (t) => ({
    // Loaded with the fields' selection: a row read whole would still lack what the fields
    // select for themselves (the picture, the phone), and they would read the profile again.
    student: t.drizzleField({
      type: StudentProfileType,
      resolve: async (query, metrics, _args, context) => {
        const profile = await context.db.query.studentProfiles.findFirst(
          query({ where: { id: metrics.studentProfileId } }),
        );
        if (!profile) throw forbidden(context);
        return profile;
      },
    }),
    ...rangeFigureFields(t),
    streakDays: t.int({
      description: "Days in a row up to today (in the range's time zone) with practice started.",
      resolve: (metrics, _args, context) =>
        streakDays(context.db, metrics.scope, metrics.range.timeZone),
    }),
    vocabulary: t.field({
      type: [VocabularyCoverageType],
      description:
        "The required words of the assignments' scenarios they practised, never used first.",
      resolve: (metrics, _args, context) => vocabularyCoverage(context.db, metrics.scope),
    }),
    recentAttempts: t.field({
      type: [PracticeIntentType],
      args: { limit: t.arg.int({ defaultValue: 10 }) },
      resolve: async (metrics, args, context) => {
        const limit = Math.min(Math.max(args.limit ?? 10, 1), MAX_RECENT_ATTEMPTS);
        const ids = await recentAttemptIds(context.db, metrics.scope, limit);
        if (ids.length === 0) return [];
        const rows = await context.db.query.practiceIntents.findMany({
          columns: PRACTICE_INTENT_FIELD_COLUMNS,
          where: { id: { in: ids } },
        });
        return ids.flatMap((id) => rows.find((row) => row.id === id) ?? []);
      },
    }),
  }),
});

/**
 * A student reads their own figures (from one of their classrooms, or all of them); a teacher
 * reads a student they teach, from a classroom they teach.
 */
async function mayRead(
  context: GraphQLContext,
  studentProfileId: string,
  classroomId: string | null,
): Promise<boolean> {
  const profiles = await context.access.profiles();
  const self = profiles.studentProfileId === studentProfileId;
  if (
    !self &&
    !(profiles.teacherProfileId && (await context.access.teachesStudent(studentProfileId)))
  )
    return false;
  if (classroomId === null) return true;
  const role = await context.access.classroomRole(classroomId);
  return self ? role === 'STUDENT' : role === 'OWNER' || role === 'CO_TEACHER';
}

builder.queryField('studentMetrics', (t) =>
  t.field({
    type: StudentMetricsType,
    description:
      "A student's practice figures: the viewer's own when studentId is absent. Only from classroomId's assignments when given.",
    authScopes: { hasUserType: true },
    args: {
      studentId: t.arg.id({ description: 'A student profile id.' }),
      classroomId: t.arg.id(),
      range: t.arg({ type: MetricsRangeInputType, required: true }),
    },
    resolve: async (_root, args, context) => {
      const range = rangeFor(args.range, context);
      const studentProfileId =
        args.studentId === null || args.studentId === undefined
          ? (await context.access.profiles()).studentProfileId
          : String(args.studentId);
      const classroomId =
        args.classroomId === null || args.classroomId === undefined
          ? null
          : String(args.classroomId);
      if (
        studentProfileId === null ||
        !isUuid(studentProfileId) ||
        (classroomId !== null && !isUuid(classroomId)) ||
        !(await mayRead(context, studentProfileId, classroomId))
      ) {
        throw forbidden(context);
      }
      return studentMetrics(context.db, studentProfileId, classroomId, range);
    },
  }),
);
