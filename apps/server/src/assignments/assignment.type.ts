import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { authoringContext } from '../authoring/authoring-context.ts';
import { authoringSuccessMutation } from '../authoring/authoring-mutation.ts';
import { textSearchConditions } from '../authoring/text-search.ts';
import { CURRICULUM_LIMITS } from '../curricula/curriculum.validation.ts';
import { PRACTICE_ASSIGNMENT_STATUSES, practiceAssignments } from '../db/schema/index.ts';
import { builder } from '../graphql/builder.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { isUuid } from '../graphql/ids.ts';
import {
  objectsPayload,
  runMutation,
  SuccessPayload,
  withObjects,
} from '../graphql/mutation-result.ts';
import {
  pageArgs,
  pageResult,
  pageType,
  pageWindow,
  sortFieldEnum,
} from '../graphql/pagination.ts';
import { startPracticeIntent } from '../practice/practice-intent.service.ts';
import { PracticeIntentType } from '../practice/practice-intent.type.ts';
import { PracticeRulesType } from '../practice/practice-rules.type.ts';
import { PracticeScenarioType } from '../practice/practice-scenario.type.ts';
import type { RulesSnapshot } from '../practice/practice-snapshots.ts';
import {
  type AssignmentRow,
  changeAssignmentStatus,
  createAssignment,
  deleteAssignment,
  duplicateAssignment,
  grantExtension,
  updateAssignment,
} from './assignment.service.ts';
import {
  ASSIGNMENT_BUCKETS,
  type AssignmentBucket,
  assignmentsGivenTo,
  assignmentsTaughtBy,
  inBucket,
} from './assignment-access.ts';
import { assignmentLoaders, type Completion } from './assignment-loaders.ts';
import { assignmentPublishedMail, assignmentRecipients } from './assignment-mail.ts';
import { type AssignmentProgress, assignmentProgress } from './assignment-progress.ts';

export const PracticeAssignmentStatusEnum = builder.enumType('PracticeAssignmentStatus', {
  values: PRACTICE_ASSIGNMENT_STATUSES,
});

export const AssignmentBucketEnum = builder.enumType('AssignmentBucket', {
  description:
    'Where an assignment stands for a student: TO_DO (also while an attempt is in progress), DONE (every scenario completed), CLOSED (closed or past due, not done).',
  values: ASSIGNMENT_BUCKETS,
});

/**
 * The columns the type's fields, its guards and its loaders read, loaded whatever a query asks
 * for: never the instructions (long text, shown on one assignment's page), nor the dates a list
 * does not show; each field showing one selects it (see the User type for why not `expose*`).
 */
const ASSIGNMENT_FIELD_COLUMNS = {
  id: true,
  title: true,
  classroomId: true,
  scenarioId: true,
  curriculumId: true,
  evaluationSettingId: true,
  status: true,
} as const;
type AssignmentFields = Pick<AssignmentRow, keyof typeof ASSIGNMENT_FIELD_COLUMNS>;

/** What a student's progress is computed from, selected by the fields that show it. */
const PROGRESS_COLUMNS = { startsAt: true, dueAt: true } as const;
type ProgressFields = AssignmentFields & Pick<AssignmentRow, keyof typeof PROGRESS_COLUMNS>;

type AssignmentItem = { assignment: ProgressFields; position: number; scenarioId: string };

async function rulesOf(
  context: GraphQLContext,
  assignment: Pick<AssignmentRow, 'evaluationSettingId'>,
): Promise<RulesSnapshot> {
  const rules = await assignmentLoaders(context).rules.load(assignment.evaluationSettingId);
  if (!rules) throw new Error('assignment without its evaluation setting');
  return rules;
}

/** The viewer's (a student's) progress; for anyone else it counts nothing. */
async function progressOf(
  context: GraphQLContext,
  assignment: ProgressFields,
): Promise<AssignmentProgress> {
  const loaders = assignmentLoaders(context);
  const [scenarioIds, intents, extension, rules] = await Promise.all([
    loaders.scenarioIds.load(assignment.id),
    loaders.myIntents.load(assignment.id),
    loaders.myExtension.load(assignment.id),
    rulesOf(context, assignment),
  ]);
  return assignmentProgress(assignment, scenarioIds, intents, rules, extension, new Date());
}

async function scenarioProgress(context: GraphQLContext, item: AssignmentItem) {
  const progress = await progressOf(context, item.assignment);
  const found = progress.scenarios.find((entry) => entry.scenarioId === item.scenarioId);
  if (!found) throw new Error('scenario not part of the assignment');
  return found;
}

/**
 * One scenario of an assignment, with the viewer's attempts of it: the brief a student reads at
 * /activities/practice-assignment/{assignment}/{scenario}.
 */
export const PracticeAssignmentScenarioType = builder.objectRef<AssignmentItem>(
  'PracticeAssignmentScenario',
);

const AssignmentCompletionType = builder.objectRef<Completion>('AssignmentCompletion').implement({
  description: 'Students who completed every scenario, of the students it is for.',
  fields: (t) => ({
    done: t.exposeInt('done'),
    assigned: t.exposeInt('assigned'),
    retrying: t.exposeInt('retrying', {
      description:
        'Of those done, students with an attempt in progress: practising it again, it is in their to-do list.',
    }),
    extended: t.exposeInt('extended', {
      description:
        'Of those not done, students whose extension gives them a due date still to come.',
    }),
  }),
});

const AssignmentProgressType = builder
  .objectRef<AssignmentProgress>('AssignmentProgress')
  .implement({
    description: "The viewing student's progress.",
    fields: (t) => ({
      bucket: t.field({ type: AssignmentBucketEnum, resolve: (progress) => progress.bucket }),
      dueAt: t.expose('dueAt', {
        type: 'DateTime',
        nullable: true,
        description: "The student's due date (an extension's, else the assignment's).",
      }),
      completedScenarios: t.exposeInt('completedScenarios'),
      totalScenarios: t.int({ resolve: (progress) => progress.scenarios.length }),
      attemptsUsed: t.exposeInt('attemptsUsed'),
      attemptsAllowed: t.int({
        nullable: true,
        description: 'Per scenario; null: unlimited.',
        resolve: (progress) => progress.scenarios[0]?.attemptsAllowed ?? null,
      }),
      bestScore: t.exposeInt('bestScore', { nullable: true }),
      passed: t.exposeBoolean('passed'),
    }),
  });

builder.drizzleObject('practiceAssignmentExtensions', {
  name: 'PracticeAssignmentExtension',
  fields: (t) => ({
    student: t.relation('student'),
    dueAt: t.expose('dueAt', { type: 'DateTime', nullable: true }),
    extraAttempts: t.exposeInt('extraAttempts'),
    grantedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const teacherOfClassroom = (assignment: Pick<AssignmentRow, 'classroomId'>) => ({
  classroomTeacher: assignment.classroomId,
});

/** Read by the classroom's teachers and by the students it is given to. */
export const PracticeAssignmentType = builder.drizzleObject('practiceAssignments', {
  name: 'PracticeAssignment',
  select: { columns: ASSIGNMENT_FIELD_COLUMNS },
  authScopes: (assignment) => ({ classroomMember: assignment.classroomId }),
  fields: (t) => ({
    id: t.id({ resolve: (a) => a.id }),
    title: t.string({ resolve: (a) => a.title }),
    instructions: t.string({
      select: { columns: { instructions: true } },
      resolve: (a) => a.instructions,
    }),
    status: t.field({ type: PracticeAssignmentStatusEnum, resolve: (a) => a.status }),
    startsAt: t.field({
      type: 'DateTime',
      select: { columns: { startsAt: true } },
      resolve: (a) => a.startsAt,
    }),
    dueAt: t.field({
      type: 'DateTime',
      nullable: true,
      select: { columns: { dueAt: true } },
      resolve: (a) => a.dueAt,
    }),
    publishedAt: t.field({
      type: 'DateTime',
      nullable: true,
      select: { columns: { publishedAt: true } },
      resolve: (a) => a.publishedAt,
    }),
    closedAt: t.field({
      type: 'DateTime',
      nullable: true,
      select: { columns: { closedAt: true } },
      resolve: (a) => a.closedAt,
    }),
    createdAt: t.field({
      type: 'DateTime',
      select: { columns: { createdAt: true } },
      resolve: (a) => a.createdAt,
    }),
    updatedAt: t.field({
      type: 'DateTime',
      select: { columns: { updatedAt: true } },
      resolve: (a) => a.updatedAt,
    }),
    classroom: t.relation('classroom'),
    scenario: t.relation('scenario', {
      nullable: true,
      description: 'The authoring scenario, for the classroom’s teachers.',
      authScopes: teacherOfClassroom,
    }),
    curriculum: t.relation('curriculum', {
      nullable: true,
      description: 'The authoring curriculum, for the classroom’s teachers.',
      authScopes: teacherOfClassroom,
    }),
    isCurriculum: t.boolean({ resolve: (a) => a.curriculumId !== null }),
    rules: t.field({
      type: PracticeRulesType,
      resolve: (assignment, _args, context) => rulesOf(context, assignment),
    }),
    wholeClassroom: t.boolean({
      description: 'For every student of the classroom, including those who join later.',
      resolve: async (assignment, _args, context) =>
        !(await assignmentLoaders(context).listsStudents.load(assignment.id)),
      authScopes: teacherOfClassroom,
    }),
    students: t.relation('students', {
      description: 'The chosen students; empty for the whole classroom.',
      authScopes: teacherOfClassroom,
    }),
    scenarios: t.field({
      type: [PracticeAssignmentScenarioType],
      description: 'Its scenario, or its curriculum’s scenarios in order.',
      // For the cost limit (graphql/limits): at most a curriculum's scenarios.
      extensions: { listSize: CURRICULUM_LIMITS.scenariosMax },
      // Each scenario's progress reads the assignment's dates.
      select: { columns: PROGRESS_COLUMNS },
      resolve: async (assignment, _args, context) =>
        (await assignmentLoaders(context).scenarioIds.load(assignment.id)).map(
          (scenarioId, index) => ({ assignment, position: index + 1, scenarioId }),
        ),
    }),
    extensions: t.relation('extensions', {
      description: 'More time or attempts granted to single students.',
      authScopes: teacherOfClassroom,
    }),
    completion: t.field({
      type: AssignmentCompletionType,
      authScopes: teacherOfClassroom,
      resolve: (assignment, _args, context) =>
        assignmentLoaders(context).completion.load(assignment.id),
    }),
    myProgress: t.field({
      type: AssignmentProgressType,
      nullable: true,
      description: "The viewing student's progress; null for teachers.",
      select: { columns: PROGRESS_COLUMNS },
      resolve: async (assignment, _args, context) => {
        const { studentProfileId } = await context.access.profiles();
        return studentProfileId ? progressOf(context, assignment) : null;
      },
    }),
    viewerCanManage: t.boolean({
      resolve: async (assignment, _args, context) => {
        const role = await context.access.classroomRole(assignment.classroomId);
        return role === 'OWNER' || role === 'CO_TEACHER';
      },
    }),
  }),
});

PracticeAssignmentScenarioType.implement({
  fields: (t) => ({
    position: t.exposeInt('position'),
    scenarioId: t.exposeID('scenarioId'),
    assignment: t.field({
      type: PracticeAssignmentType,
      resolve: (item) => item.assignment,
    }),
    scenario: t.field({
      type: PracticeScenarioType,
      resolve: async (item, _args, context) => {
        const loaders = assignmentLoaders(context);
        const [scenario, rules] = await Promise.all([
          loaders.scenarios.load(item.scenarioId),
          rulesOf(context, item.assignment),
        ]);
        if (!scenario) throw new Error('assigned scenario not found');
        return { scenario, helpFeatures: rules.helpFeatures };
      },
    }),
    attemptsUsed: t.int({
      resolve: async (item, _args, context) => (await scenarioProgress(context, item)).attemptsUsed,
    }),
    attemptsAllowed: t.int({
      nullable: true,
      description: 'Null: unlimited. Includes extra attempts granted to the student.',
      resolve: async (item, _args, context) =>
        (await scenarioProgress(context, item)).attemptsAllowed,
    }),
    attemptsLeft: t.int({
      nullable: true,
      resolve: async (item, _args, context) => (await scenarioProgress(context, item)).attemptsLeft,
    }),
    bestScore: t.int({
      nullable: true,
      resolve: async (item, _args, context) => (await scenarioProgress(context, item)).bestScore,
    }),
    passed: t.boolean({
      resolve: async (item, _args, context) => (await scenarioProgress(context, item)).passed,
    }),
    completed: t.boolean({
      resolve: async (item, _args, context) => (await scenarioProgress(context, item)).completed,
    }),
    canStart: t.boolean({
      description: 'The viewer may start an attempt now, or resume the one in progress.',
      resolve: async (item, _args, context) => (await scenarioProgress(context, item)).canStart,
    }),
    inProgress: t.field({
      type: PracticeIntentType,
      nullable: true,
      resolve: async (item, _args, context) => {
        const intents = await assignmentLoaders(context).myIntents.load(item.assignment.id);
        return (
          intents.find(
            (intent) => intent.scenarioId === item.scenarioId && intent.status === 'IN_PROGRESS',
          ) ?? null
        );
      },
    }),
    attempts: t.field({
      type: [PracticeIntentType],
      description: "The viewer's attempts of this scenario, newest first.",
      resolve: async (item, _args, context) =>
        (await assignmentLoaders(context).myIntents.load(item.assignment.id)).filter(
          (intent) => intent.scenarioId === item.scenarioId,
        ),
    }),
  }),
});

export const PracticeAssignmentPage = pageType('PracticeAssignment', PracticeAssignmentType);
const PracticeAssignmentsPayload = objectsPayload('PracticeAssignments', PracticeAssignmentType);
const PracticeIntentsPayload = objectsPayload('PracticeIntents', PracticeIntentType);

const ASSIGNMENT_SORT_FIELDS = ['DUE_AT', 'STARTS_AT', 'TITLE', 'CREATED_AT'] as const;
type AssignmentSortField = (typeof ASSIGNMENT_SORT_FIELDS)[number];
const PracticeAssignmentSortField = sortFieldEnum(
  'PracticeAssignmentSortField',
  ASSIGNMENT_SORT_FIELDS,
);

const PracticeAssignmentFilter = builder.inputType('PracticeAssignmentFilter', {
  fields: (t) => ({
    classroomId: t.id(),
    status: t.field({ type: PracticeAssignmentStatusEnum }),
    bucket: t.field({
      type: AssignmentBucketEnum,
      description: 'Students: to do, done, or closed/past due.',
    }),
    text: t.string({ description: 'Words searched in the title.' }),
  }),
});

type Table = typeof practiceAssignments;

/** Due dates first, the soonest first; those without one last, whatever the direction. */
function assignmentOrder(field: AssignmentSortField, direction: 'asc' | 'desc', table: Table) {
  const by = direction === 'asc' ? asc : desc;
  if (field === 'DUE_AT') {
    return [sql`${table.dueAt} ${sql.raw(direction)} nulls last`, by(table.startsAt), by(table.id)];
  }
  const column = {
    STARTS_AT: table.startsAt,
    TITLE: sql`lower(${table.title})`,
    CREATED_AT: table.createdAt,
  }[field];
  return [by(column), by(table.id)];
}

type ListFilter = {
  classroomId?: string | number | null;
  status?: (typeof PRACTICE_ASSIGNMENT_STATUSES)[number] | null;
  bucket?: AssignmentBucket | null;
  text?: string | null;
};

/** What a list shows: a teacher's classrooms' assignments, or a student's, narrowed by the filter. */
function listCondition(
  viewer: { isTeacher: boolean; teacherProfileId: string | null; studentProfileId: string | null },
  filter: ListFilter,
  table: Table = practiceAssignments,
): SQL {
  const conditions: SQL[] = [];
  if (viewer.isTeacher && viewer.teacherProfileId) {
    conditions.push(assignmentsTaughtBy(viewer.teacherProfileId, table));
  } else if (!viewer.isTeacher && viewer.studentProfileId) {
    conditions.push(assignmentsGivenTo(viewer.studentProfileId, table));
    if (filter.bucket) conditions.push(inBucket(filter.bucket, viewer.studentProfileId, table));
  } else {
    return sql`false`;
  }
  if (filter.classroomId) {
    const id = String(filter.classroomId);
    if (!isUuid(id)) return sql`false`;
    conditions.push(eq(table.classroomId, id));
  }
  if (filter.status) conditions.push(eq(table.status, filter.status));
  conditions.push(...textSearchConditions(filter.text, [table.title]));
  return and(...conditions) ?? sql`false`;
}

async function listViewer(context: GraphQLContext) {
  const profiles = await context.access.profiles();
  return { isTeacher: context.viewer?.userType === 'TEACHER', ...profiles };
}

builder.queryFields((t) => ({
  practiceAssignments: t.field({
    type: PracticeAssignmentPage,
    description:
      "A student's assignments (published or closed, across classrooms); a teacher's classrooms' assignments, drafts included.",
    authScopes: { hasUserType: true },
    args: {
      ...pageArgs(PracticeAssignmentSortField, 'DUE_AT'),
      filter: t.arg({ type: PracticeAssignmentFilter }),
    },
    resolve: async (_root, args, context, info) => {
      const window = pageWindow(args, context);
      const filter = args.filter ?? {};
      const viewer = await listViewer(context);
      const [rows, totalCount] = await Promise.all([
        context.db.query.practiceAssignments.findMany(
          t.drizzleQueryFromInfo('practiceAssignments', {
            context,
            info,
            path: ['objects'],
            where: { RAW: (table) => listCondition(viewer, filter, table) },
            orderBy: (table) =>
              assignmentOrder(args.sortField ?? 'DUE_AT', args.sortOrder ?? 'asc', table),
            limit: window.limit,
            offset: window.offset,
          }),
        ),
        context.db.$count(practiceAssignments, listCondition(viewer, filter)),
      ]);
      return pageResult(rows as AssignmentFields[], totalCount, window);
    },
  }),
  practiceAssignment: t.drizzleField({
    type: PracticeAssignmentType,
    nullable: true,
    description: 'One assignment the viewer teaches or is given; null otherwise.',
    authScopes: { hasUserType: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (query, _root, { id }, context) => {
      if (!isUuid(id)) return null;
      const viewer = await listViewer(context);
      const found = await context.db.query.practiceAssignments.findFirst(
        query({ where: { id, RAW: (table) => listCondition(viewer, {}, table) } }),
      );
      return found ?? null;
    },
  }),
  practiceAssignmentScenario: t.field({
    type: PracticeAssignmentScenarioType,
    nullable: true,
    description:
      'One scenario of an assignment with the viewer’s attempts: the brief. Null when the viewer may not read it or the scenario is not part of it.',
    authScopes: { hasUserType: true },
    args: {
      assignmentId: t.arg.id({ required: true }),
      scenarioId: t.arg.id({ required: true }),
    },
    resolve: async (_root, args, context) => {
      const assignmentId = String(args.assignmentId);
      const scenarioId = String(args.scenarioId);
      if (!isUuid(assignmentId) || !isUuid(scenarioId)) return null;
      const viewer = await listViewer(context);
      const [assignment] = await context.db
        .select()
        .from(practiceAssignments)
        .where(and(eq(practiceAssignments.id, assignmentId), listCondition(viewer, {})));
      if (!assignment) return null;
      const ids = await assignmentLoaders(context).scenarioIds.load(assignment.id);
      const index = ids.indexOf(scenarioId);
      return index < 0 ? null : { assignment, position: index + 1, scenarioId };
    },
  }),
}));

const PracticeAssignmentInput = builder.inputType('PracticeAssignmentInput', {
  fields: (t) => ({
    title: t.string({ required: true }),
    instructions: t.string(),
    classroomId: t.id({ required: true }),
    scenarioId: t.id({ description: 'One scenario; or give curriculumId.' }),
    curriculumId: t.id({
      description: 'A curriculum (its scenarios in order); or give scenarioId.',
    }),
    evaluationSettingId: t.id({ required: true }),
    studentProfileIds: t.idList({
      description: 'Only these students of the classroom; empty or left out: the whole classroom.',
    }),
    startsAt: t.field({ type: 'DateTime', description: 'Now when left out.' }),
    dueAt: t.field({ type: 'DateTime' }),
  }),
});

const PracticeAssignmentExtensionInput = builder.inputType('PracticeAssignmentExtensionInput', {
  fields: (t) => ({
    assignmentId: t.id({ required: true }),
    studentProfileId: t.id({ required: true }),
    dueAt: t.field({ type: 'DateTime', description: 'A later due date for this student.' }),
    extraAttempts: t.int({ description: 'Attempts on top of the setting’s, per scenario.' }),
  }),
});

const teachers = { teacher: true } as const;

/** Mails the students of a newly published assignment; a failed mail never fails publishing. */
async function mailPublished(context: GraphQLContext, assignment: AssignmentRow) {
  const [recipients, classroom, scenarioIds] = await Promise.all([
    assignmentRecipients(context.db, assignment),
    context.db.query.classrooms.findFirst({
      where: { id: assignment.classroomId },
      columns: { name: true },
    }),
    assignmentLoaders(context).scenarioIds.load(assignment.id),
  ]);
  const teacher = context.viewer;
  const teacherName = `${teacher?.firstName ?? ''} ${teacher?.lastName ?? ''}`.trim() || 'Charla';
  const link = `${context.config.publicUrl}/activities/practice-assignment/${assignment.id}/${scenarioIds[0] ?? ''}`;
  const results = await Promise.allSettled(
    recipients.map((recipient) =>
      context.sendMail({
        to: recipient.email,
        ...assignmentPublishedMail(recipient, {
          teacherName,
          classroomName: classroom?.name ?? '',
          title: assignment.title,
          dueAt: assignment.dueAt,
          link,
        }),
      }),
    ),
  );
  const failed = results.filter((result) => result.status === 'rejected').length;
  if (failed > 0) {
    console.warn(`assignment ${assignment.id}: ${failed} of ${results.length} mails not sent`);
  }
}

function assignmentMutation(
  context: GraphQLContext,
  change: (authoring: Awaited<ReturnType<typeof authoringContext>>) => Promise<AssignmentRow>,
) {
  return runMutation(context, async () =>
    withObjects([await change(await authoringContext(context))]),
  );
}

builder.mutationFields((t) => ({
  createPracticeAssignment: t.field({
    type: PracticeAssignmentsPayload,
    description: 'A draft assignment for a classroom the viewer teaches.',
    authScopes: teachers,
    args: { input: t.arg({ type: PracticeAssignmentInput, required: true }) },
    resolve: (_root, { input }, context) =>
      assignmentMutation(context, (authoring) => createAssignment(authoring, input)),
  }),
  updatePracticeAssignment: t.field({
    type: PracticeAssignmentsPayload,
    description:
      'Changes an assignment; its content and setting are locked (ASSIGNMENT_LOCKED) once a student has started.',
    authScopes: teachers,
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: PracticeAssignmentInput, required: true }),
    },
    resolve: (_root, { id, input }, context) =>
      assignmentMutation(context, (authoring) => updateAssignment(authoring, String(id), input)),
  }),
  publishPracticeAssignment: t.field({
    type: PracticeAssignmentsPayload,
    description: 'DRAFT → PUBLISHED; the first publication mails the assigned students.',
    authScopes: teachers,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) =>
      assignmentMutation(context, async (authoring) => {
        const { assignment, firstPublication } = await changeAssignmentStatus(
          authoring,
          String(id),
          'PUBLISHED',
          ['DRAFT'],
        );
        if (firstPublication) await mailPublished(context, assignment);
        return assignment;
      }),
  }),
  closePracticeAssignment: t.field({
    type: PracticeAssignmentsPayload,
    description: 'PUBLISHED → CLOSED: no new attempts; those in progress may be finished.',
    authScopes: teachers,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) =>
      assignmentMutation(
        context,
        async (authoring) =>
          (await changeAssignmentStatus(authoring, String(id), 'CLOSED')).assignment,
      ),
  }),
  reopenPracticeAssignment: t.field({
    type: PracticeAssignmentsPayload,
    description: 'CLOSED → PUBLISHED.',
    authScopes: teachers,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) =>
      assignmentMutation(
        context,
        async (authoring) =>
          (await changeAssignmentStatus(authoring, String(id), 'PUBLISHED', ['CLOSED'])).assignment,
      ),
  }),
  duplicatePracticeAssignment: t.field({
    type: PracticeAssignmentsPayload,
    description: 'A draft copy.',
    authScopes: teachers,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) =>
      assignmentMutation(context, (authoring) => duplicateAssignment(authoring, String(id))),
  }),
  deletePracticeAssignment: t.field({
    type: SuccessPayload,
    description: 'Deletes a draft (ASSIGNMENT_NOT_DRAFT otherwise).',
    authScopes: teachers,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) =>
      authoringSuccessMutation(context, (authoring) => deleteAssignment(authoring, String(id))),
  }),
  grantPracticeAssignmentExtension: t.field({
    type: PracticeAssignmentsPayload,
    description: 'A later due date and/or extra attempts for one student.',
    authScopes: teachers,
    args: { input: t.arg({ type: PracticeAssignmentExtensionInput, required: true }) },
    resolve: (_root, { input }, context) =>
      assignmentMutation(context, (authoring) => grantExtension(authoring, input)),
  }),
  startPracticeIntent: t.field({
    type: PracticeIntentsPayload,
    description:
      'Starts an attempt of one scenario of an assignment, or returns the attempt in progress. Refusals carry a stable code (NOT_ASSIGNED, ASSIGNMENT_CLOSED, ASSIGNMENT_NOT_STARTED, ASSIGNMENT_PAST_DUE, NO_ATTEMPTS_LEFT, …).',
    authScopes: { student: true },
    args: {
      assignmentId: t.arg.id({ required: true }),
      scenarioId: t.arg.id({ required: true }),
    },
    resolve: (_root, args, context) =>
      runMutation(context, async () => {
        const authoring = await authoringContext(context);
        const intent = await startPracticeIntent(
          { ...authoring, timeZone: context.viewer?.timeZone ?? 'UTC' },
          String(args.assignmentId),
          String(args.scenarioId),
        );
        return withObjects([intent]);
      }),
  }),
}));
