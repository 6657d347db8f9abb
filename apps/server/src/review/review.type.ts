import { desc, eq, inArray } from 'drizzle-orm';
import { FeedbackCategoryEnum } from '../authoring/authoring.enums.ts';
import { authoringContext } from '../authoring/authoring-context.ts';
import {
  type AiMessageGrade,
  type FeedbackCategory,
  practiceAssignments,
  practiceGradeChanges,
  teacherProfiles,
  users,
} from '../db/schema/index.ts';
import { builder } from '../graphql/builder.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { clientError } from '../graphql/errors.ts';
import { isUuid } from '../graphql/ids.ts';
import { objectsPayload, runMutation, withObjects } from '../graphql/mutation-result.ts';
import { parseInput } from '../graphql/validation.ts';
import { type IntentRow, rulesOf, snapshotsOf } from '../practice/practice-conversation.ts';
import { PracticeIntentType } from '../practice/practice-intent.type.ts';
import {
  CategoryScoreType,
  CorrectnessEnum,
  FeedbackItemType,
  PracticeMessageType,
} from '../practice/practice-session.type.ts';
import type { FeedbackItem } from '../tutor/index.ts';
import { type ClassroomAgreement, classroomAgreement } from './agreement.service.ts';
import { type Agreement, GRADE_SCALE } from './agreement.ts';
import { gradeAttempt, gradeMessage, markReviewed } from './review.service.ts';
import { attemptGradeInputSchema, messageGradeInputSchema } from './review.validation.ts';
import { attemptGradedMail, studentRecipient } from './review-mail.ts';
import { personName, type ReviewQueueItem, reviewQueue } from './review-queue.ts';
import { REVIEW_REASONS } from './review-reasons.ts';

const gradesByRequest = new WeakMap<GraphQLContext, Map<string, Promise<boolean>>>();

/** Whether the viewer grades this attempt (a teacher of its assignment's classroom); once a request. */
function viewerGrades(
  context: GraphQLContext,
  intent: Pick<IntentRow, 'id' | 'assignmentId'>,
): Promise<boolean> {
  const known = gradesByRequest.get(context) ?? new Map<string, Promise<boolean>>();
  gradesByRequest.set(context, known);
  let answer = known.get(intent.id);
  if (!answer) {
    answer = (async () => {
      const assignmentId = intent.assignmentId;
      if (assignmentId === null) return false;
      const [assignment] = await context.db
        .select({ classroomId: practiceAssignments.classroomId })
        .from(practiceAssignments)
        .where(eq(practiceAssignments.id, assignmentId));
      if (!assignment) return false;
      const role = await context.access.classroomRole(assignment.classroomId);
      return role === 'OWNER' || role === 'CO_TEACHER';
    })();
    known.set(intent.id, answer);
  }
  return answer;
}

async function teacherNames(context: GraphQLContext, ids: readonly (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map<string, string>();
  const rows = await context.db
    .select({
      id: teacherProfiles.id,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
    })
    .from(teacherProfiles)
    .innerJoin(users, eq(users.id, teacherProfiles.userId))
    .where(inArray(teacherProfiles.id, wanted));
  return new Map(rows.map((row) => [row.id, personName(row)]));
}

const scoreList = (
  intent: Pick<IntentRow, 'rulesSnapshot'>,
  scores: Record<string, number | null> | null,
) =>
  rulesOf(intent).gradedCategories.map(({ category }) => ({
    category,
    score: scores?.[category] ?? null,
  }));

/** The columns of an attempt its teacher grade reads, selected only by the field showing it. */
const TEACHER_GRADE_COLUMNS = {
  teacherComment: true,
  teacherGradedAt: true,
  teacherGradedById: true,
  teacherCategoryScores: true,
  teacherOverallScore: true,
  aiScore: true,
  rulesSnapshot: true,
} as const;
type TeacherGradeRow = Pick<IntentRow, keyof typeof TEACHER_GRADE_COLUMNS>;

/** The same for its review. */
const REVIEW_COLUMNS = {
  reviewedAt: true,
  reviewedById: true,
  teacherCategoryScores: true,
  teacherOverallScore: true,
  rulesSnapshot: true,
} as const;
type ReviewRow = Pick<IntentRow, 'id' | keyof typeof REVIEW_COLUMNS>;

/** The teacher's grade of an attempt as the student and the teachers read it. */
const TeacherGradeType = builder.objectRef<TeacherGradeRow>('TeacherGrade').implement({
  description: "A teacher's grade of an attempt; the tutor's original grade is kept beside it.",
  fields: (t) => ({
    comment: t.string({ nullable: true, resolve: (intent) => intent.teacherComment }),
    gradedAt: t.field({
      type: 'DateTime',
      resolve: (intent) => intent.teacherGradedAt ?? new Date(0),
    }),
    gradedByName: t.string({
      nullable: true,
      resolve: async (intent, _args, context) =>
        (await teacherNames(context, [intent.teacherGradedById])).get(
          intent.teacherGradedById ?? '',
        ) ?? null,
    }),
    categories: t.field({
      type: [FeedbackCategoryEnum],
      description: 'The categories whose score the teacher set.',
      resolve: (intent) => Object.keys(intent.teacherCategoryScores ?? {}) as FeedbackCategory[],
    }),
    overallScoreSet: t.boolean({
      description: 'The teacher set the overall score (otherwise it is the weighted mean).',
      resolve: (intent) => intent.teacherOverallScore !== null,
    }),
    aiOverallScore: t.int({
      nullable: true,
      resolve: (intent) => intent.aiScore?.overallScore ?? null,
    }),
    aiPassed: t.boolean({ nullable: true, resolve: (intent) => intent.aiScore?.passed ?? null }),
    aiCategoryScores: t.field({
      type: [CategoryScoreType],
      resolve: (intent) => scoreList(intent, intent.aiScore?.categoryScores ?? null),
    }),
  }),
});

type ChangeRow = typeof practiceGradeChanges.$inferSelect & { teacherName: string | null };

const GradeChangeType = builder.objectRef<ChangeRow>('PracticeGradeChange').implement({
  description: 'One save of a grade by a teacher: what it was before and after.',
  fields: (t) => ({
    id: t.exposeID('id'),
    changedAt: t.expose('createdAt', { type: 'DateTime' }),
    teacherName: t.exposeString('teacherName', { nullable: true }),
    messageId: t.exposeID('messageId', { nullable: true, description: 'Null: the attempt.' }),
    correctnessBefore: t.field({
      type: CorrectnessEnum,
      nullable: true,
      resolve: (change) => (change.before as Partial<AiMessageGrade>).correctness ?? null,
    }),
    correctnessAfter: t.field({
      type: CorrectnessEnum,
      nullable: true,
      resolve: (change) => (change.after as Partial<AiMessageGrade>).correctness ?? null,
    }),
    overallScoreBefore: t.int({
      nullable: true,
      resolve: (change) => (change.before as { overallScore?: number | null }).overallScore ?? null,
    }),
    overallScoreAfter: t.int({
      nullable: true,
      resolve: (change) => (change.after as { overallScore?: number | null }).overallScore ?? null,
    }),
    comment: t.exposeString('comment', { nullable: true }),
  }),
});

const PracticeReviewType = builder.objectRef<ReviewRow>('PracticeReview').implement({
  description: 'The review of an attempt, for the teachers who grade it.',
  fields: (t) => ({
    reviewedAt: t.expose('reviewedAt', { type: 'DateTime', nullable: true }),
    reviewedByName: t.string({
      nullable: true,
      resolve: async (intent, _args, context) =>
        (await teacherNames(context, [intent.reviewedById])).get(intent.reviewedById ?? '') ?? null,
    }),
    teacherCategoryScores: t.field({
      type: [CategoryScoreType],
      description: 'The scores the teacher set, per category (others are null).',
      resolve: (intent) => scoreList(intent, intent.teacherCategoryScores),
    }),
    teacherOverallScore: t.int({ nullable: true, resolve: (i) => i.teacherOverallScore }),
    changes: t.field({
      type: [GradeChangeType],
      description: 'Who changed which grade and when, newest first.',
      // The changes and their teachers' names in two statements, however long the history.
      resolve: async (intent, _args, context) => {
        const rows = await context.db
          .select()
          .from(practiceGradeChanges)
          .where(eq(practiceGradeChanges.intentId, intent.id))
          .orderBy(desc(practiceGradeChanges.createdAt));
        const names = await teacherNames(
          context,
          rows.map((row) => row.teacherProfileId),
        );
        return rows.map((row) => ({
          ...row,
          teacherName: names.get(row.teacherProfileId ?? '') ?? null,
        }));
      },
    }),
  }),
});

builder.drizzleObjectFields(PracticeIntentType, (t) => ({
  teacherGrade: t.field({
    type: TeacherGradeType,
    nullable: true,
    description: 'Set once a teacher changed a grade of the attempt.',
    select: { columns: TEACHER_GRADE_COLUMNS },
    resolve: (intent) => (intent.teacherGradedAt ? intent : null),
  }),
  viewerCanGrade: t.boolean({
    description: 'The viewer teaches the assignment’s classroom and may change its grades.',
    resolve: (intent, _args, context) => viewerGrades(context, intent),
  }),
  review: t.field({
    type: PracticeReviewType,
    nullable: true,
    description: 'For the teachers who grade the attempt; null for anyone else.',
    select: { columns: REVIEW_COLUMNS },
    resolve: async (intent, _args, context) =>
      (await viewerGrades(context, intent)) ? intent : null,
  }),
}));

builder.objectFields(PracticeMessageType, (t) => ({
  teacherGraded: t.boolean({
    description: 'A teacher changed this answer’s grade.',
    resolve: ({ message, hideGrade }) => !hideGrade && message.aiGrade !== null,
  }),
  aiCorrectness: t.field({
    type: CorrectnessEnum,
    nullable: true,
    description: 'The tutor’s grade, when a teacher changed it.',
    resolve: ({ message, hideGrade }) =>
      hideGrade ? null : (message.aiGrade?.correctness ?? null),
  }),
  aiFeedback: t.field({
    type: [FeedbackItemType],
    description: 'The tutor’s feedback, when a teacher changed the grade.',
    resolve: ({ message, hideGrade }) =>
      hideGrade ? [] : ((message.aiGrade?.feedback ?? []) as FeedbackItem[]),
  }),
}));

const ReviewReasonEnum = builder.enumType('ReviewReason', {
  description:
    'Why an attempt needs a look: the grade came from the fallback, low correctness, mostly the native language, no step progress (off topic), very short answers.',
  values: REVIEW_REASONS,
});

const ReviewQueueItemType = builder.objectRef<ReviewQueueItem>('ReviewQueueItem').implement({
  fields: (t) => ({
    intent: t.field({ type: PracticeIntentType, resolve: (item) => item.intent }),
    reasons: t.field({ type: [ReviewReasonEnum], resolve: (item) => item.reasons }),
    studentName: t.exposeString('studentName'),
    assignmentTitle: t.exposeString('assignmentTitle'),
    classroomName: t.exposeString('classroomName'),
  }),
});

const ReviewQueueType = builder
  .objectRef<{ totalCount: number; items: ReviewQueueItem[] }>('ReviewQueue')
  .implement({
    fields: (t) => ({
      totalCount: t.exposeInt('totalCount'),
      items: t.field({ type: [ReviewQueueItemType], resolve: (queue) => queue.items }),
    }),
  });

const AgreementType = builder.objectRef<Agreement>('GradingAgreement').implement({
  description: `Tutor against teacher over reviewed attempts, on ${GRADE_SCALE.join(' < ')}.`,
  fields: (t) => ({
    answers: t.exposeInt('answers', { description: 'Student answers compared.' }),
    exactAgreement: t.exposeFloat('exactAgreement', { nullable: true, description: '0–1.' }),
    kappa: t.exposeFloat('kappa', {
      nullable: true,
      description: 'Quadratic weighted kappa; null when undefined (a single grade throughout).',
    }),
    meanAbsoluteScoreDifference: t.exposeFloat('meanAbsoluteScoreDifference', {
      nullable: true,
      description: 'Mean absolute difference of category scores, in points.',
    }),
    scores: t.exposeInt('scores', { description: 'Category scores compared.' }),
  }),
});

const TeacherAgreementType = builder
  .objectRef<ClassroomAgreement['teachers'][number]>('TeacherGradingAgreement')
  .implement({
    fields: (t) => ({
      teacherProfileId: t.exposeID('teacherProfileId'),
      name: t.exposeString('name'),
      agreement: t.field({ type: AgreementType, resolve: (entry) => entry.agreement }),
    }),
  });

const ClassroomAgreementType = builder
  .objectRef<ClassroomAgreement>('ClassroomGradingAgreement')
  .implement({
    fields: (t) => ({
      classroom: t.field({ type: AgreementType, resolve: (entry) => entry.classroom }),
      teachers: t.field({ type: [TeacherAgreementType], resolve: (entry) => entry.teachers }),
    }),
  });

export const REVIEW_QUEUE_MAX = 100;

builder.queryFields((t) => ({
  practiceReviewQueue: t.field({
    type: ReviewQueueType,
    description:
      'Finished attempts in the viewer’s classrooms that nobody marked reviewed, those most worth a look first, each with its reasons.',
    authScopes: { teacher: true },
    args: { first: t.arg.int({ defaultValue: 20 }) },
    resolve: async (_root, args, context) => {
      const { teacherProfileId } = await context.access.profiles();
      if (!teacherProfileId) return { totalCount: 0, items: [] };
      const first = Math.min(REVIEW_QUEUE_MAX, Math.max(1, args.first ?? 20));
      return reviewQueue(context.db, teacherProfileId, first);
    },
  }),
  classroomGradingAgreement: t.field({
    type: ClassroomAgreementType,
    nullable: true,
    description: 'How far the classroom’s teachers agree with the tutor; for its teachers only.',
    authScopes: (_root, args) => ({
      classroomTeacher: isUuid(args.classroomId) ? String(args.classroomId) : '',
    }),
    args: { classroomId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => classroomAgreement(context.db, String(args.classroomId)),
  }),
}));

const CategoryScoreInput = builder.inputType('CategoryScoreInput', {
  fields: (t) => ({
    category: t.field({ type: FeedbackCategoryEnum, required: true }),
    score: t.int({ required: true }),
  }),
});

const TextSpanInput = builder.inputType('TextSpanInput', {
  fields: (t) => ({ start: t.int({ required: true }), end: t.int({ required: true }) }),
});

const FeedbackItemInput = builder.inputType('FeedbackItemInput', {
  fields: (t) => ({
    category: t.field({ type: FeedbackCategoryEnum, required: true }),
    code: t.string({ description: 'The tutor’s code when editing its item; TEACHER otherwise.' }),
    severity: t.string({ required: true, description: '"error" or "advice".' }),
    message: t.string({ required: true }),
    excerpt: t.string(),
    suggestion: t.string(),
    span: t.field({ type: TextSpanInput }),
  }),
});

const PracticeMessageGradeInput = builder.inputType('PracticeMessageGradeInput', {
  fields: (t) => ({
    messageId: t.id({ required: true }),
    correctness: t.field({ type: CorrectnessEnum, required: true }),
    feedback: t.field({ type: [FeedbackItemInput], required: true }),
  }),
});

const PracticeIntentGradeInput = builder.inputType('PracticeIntentGradeInput', {
  fields: (t) => ({
    intentId: t.id({ required: true }),
    categoryScores: t.field({
      type: [CategoryScoreInput],
      description: 'Scores the teacher sets; categories left out follow their answers.',
    }),
    overallScore: t.int({ description: 'Left out: the setting’s weighted mean.' }),
    comment: t.string({ description: 'For the student, shown as the teacher’s.' }),
  }),
});

const ReviewedIntentsPayload = objectsPayload('ReviewedPracticeIntents', PracticeIntentType);

/** Runs a grading mutation; a refusal of the attempt is an authorisation error, not a form one. */
async function grading(
  context: GraphQLContext,
  work: () => Promise<IntentRow>,
): ReturnType<typeof runMutation<IntentRow>> {
  const result = await runMutation(context, async () => withObjects([await work()]));
  if (result.errors?.some((error) => error.code === 'FORBIDDEN')) {
    throw clientError('FORBIDDEN', context.locale);
  }
  return result;
}

/** Mails the student their teacher's grade; a failed mail never fails the grading. */
async function mailGraded(context: GraphQLContext, intent: IntentRow) {
  if (!intent.studentProfileId || intent.overallScore === null) return;
  try {
    const recipient = await studentRecipient(context.db, intent.studentProfileId);
    if (!recipient) return;
    const teacher = context.viewer;
    await context.sendMail({
      to: recipient.email,
      ...attemptGradedMail(recipient, {
        teacherName: teacher ? personName(teacher) || 'Charla' : 'Charla',
        scenarioTitle: snapshotsOf(intent).scenario.title,
        attemptNumber: intent.attemptNumber,
        overallScore: intent.overallScore,
        passed: intent.passed === true,
        comment: intent.teacherComment,
        link: `${context.config.publicUrl}/activities/practice-intent/detail/${intent.id}`,
      }),
    });
  } catch (error) {
    console.warn(`attempt ${intent.id}: grade mail not sent`, error);
  }
}

builder.mutationFields((t) => ({
  gradePracticeMessage: t.field({
    type: ReviewedIntentsPayload,
    description:
      'A teacher’s grade of one answer (correctness and feedback); the attempt is scored again and the tutor’s grade kept.',
    authScopes: { teacher: true },
    args: { input: t.arg({ type: PracticeMessageGradeInput, required: true }) },
    resolve: (_root, { input }, context) =>
      grading(context, async () => {
        const parsed = parseInput(messageGradeInputSchema(context.locale), input, context.locale);
        return (await gradeMessage(await authoringContext(context), parsed)).intent;
      }),
  }),
  gradePracticeIntent: t.field({
    type: ReviewedIntentsPayload,
    description:
      'A teacher’s scores of an attempt (per category and/or overall) with a comment; passed follows, the tutor’s score is kept, and the student gets a mail.',
    authScopes: { teacher: true },
    args: { input: t.arg({ type: PracticeIntentGradeInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const result = await grading(context, async () => {
        const parsed = parseInput(attemptGradeInputSchema(context.locale), input, context.locale);
        return gradeAttempt(await authoringContext(context), parsed);
      });
      const graded = result.objects?.[0];
      if (graded) await mailGraded(context, graded);
      return result;
    },
  }),
  markPracticeIntentReviewed: t.field({
    type: ReviewedIntentsPayload,
    description: 'Takes an attempt out of the review queue (reviewed: false puts it back).',
    authScopes: { teacher: true },
    args: {
      intentId: t.arg.id({ required: true }),
      reviewed: t.arg.boolean({ defaultValue: true }),
    },
    resolve: (_root, args, context) =>
      grading(context, async () =>
        markReviewed(await authoringContext(context), String(args.intentId), args.reviewed ?? true),
      ),
  }),
}));
