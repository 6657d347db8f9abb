import {
  AttemptModeEnum,
  FeedbackCategoryEnum,
  HelpFeatureEnum,
} from '../authoring/authoring.enums.ts';
import { authoringContext } from '../authoring/authoring-context.ts';
import {
  authoringObjectMutation,
  authoringSuccessMutation,
} from '../authoring/authoring-mutation.ts';
import { evaluationSettings } from '../db/schema/index.ts';
import { builder } from '../graphql/builder.ts';
import { isUuid } from '../graphql/ids.ts';
import { objectsPayload, SuccessPayload } from '../graphql/mutation-result.ts';
import {
  pageArgs,
  pageResult,
  pageType,
  pageWindow,
  sortFieldEnum,
} from '../graphql/pagination.ts';
import {
  createEvaluationSetting,
  deleteEvaluationSetting,
  EVALUATION_SETTING_SORT_FIELDS,
  evaluationSettingListCondition,
  evaluationSettingOrder,
  readableEvaluationSettings,
  updateEvaluationSetting,
} from './evaluation-setting.service.ts';

type EvaluationSettingRow = typeof evaluationSettings.$inferSelect;

export const GradedCategoryType = builder.drizzleObject('evaluationSettingCategories', {
  name: 'GradedCategory',
  fields: (t) => ({
    category: t.field({ type: FeedbackCategoryEnum, resolve: (entry) => entry.category }),
    weight: t.exposeInt('weight', { description: 'Percent of the overall score.' }),
  }),
});

/** A teacher's own: only the owner reads it (practice will add the readers of an assignment). */
export const EvaluationSettingType = builder.drizzleObject('evaluationSettings', {
  name: 'EvaluationSetting',
  authScopes: async (setting, context) => {
    const { teacherProfileId } = await context.access.profiles();
    return teacherProfileId !== null && setting.ownerId === teacherProfileId;
  },
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    attemptMode: t.field({ type: AttemptModeEnum, resolve: (setting) => setting.attemptMode }),
    maxAttempts: t.exposeInt('maxAttempts', {
      nullable: true,
      description: 'Attempts allowed; set exactly when attemptMode is LIMITED.',
    }),
    helpFeatures: t.field({
      type: [HelpFeatureEnum],
      description: 'The help a student may use while practising; the server refuses the others.',
      resolve: (setting) => setting.helpFeatures,
    }),
    gradedCategories: t.relation('gradedCategories', {
      description: 'Graded categories with weights adding up to 100.',
      query: { orderBy: { category: 'asc' } },
    }),
    passingScore: t.exposeInt('passingScore', { description: 'From 0 to 100.' }),
    maxDurationSeconds: t.exposeInt('maxDurationSeconds', {
      nullable: true,
      description: 'A time limit per attempt; null for none.',
    }),
    liveFeedback: t.exposeBoolean('liveFeedback', {
      description: 'Feedback on each message during practice (off: only at the end).',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

export const EvaluationSettingPage = pageType('EvaluationSetting', EvaluationSettingType);
const EvaluationSettingsPayload = objectsPayload('EvaluationSettings', EvaluationSettingType);

export const EvaluationSettingSortField = sortFieldEnum(
  'EvaluationSettingSortField',
  EVALUATION_SETTING_SORT_FIELDS,
);

const EvaluationSettingFilter = builder.inputType('EvaluationSettingFilter', {
  fields: (t) => ({ text: t.string({ description: 'Words searched in the name.' }) }),
});

const teachers = { teacher: true } as const;

builder.queryFields((t) => ({
  evaluationSettings: t.field({
    type: EvaluationSettingPage,
    description: "The viewer's evaluation settings.",
    authScopes: teachers,
    args: {
      ...pageArgs(EvaluationSettingSortField, 'NAME'),
      filter: t.arg({ type: EvaluationSettingFilter }),
    },
    resolve: async (_root, args, context, info) => {
      const { actor } = await authoringContext(context);
      const window = pageWindow(args, context);
      const filter = { text: args.filter?.text ?? null };
      const [rows, totalCount] = await Promise.all([
        context.db.query.evaluationSettings.findMany(
          t.drizzleQueryFromInfo('evaluationSettings', {
            context,
            info,
            path: ['objects'],
            where: { RAW: (table) => evaluationSettingListCondition(actor, filter, table) },
            orderBy: (table) =>
              evaluationSettingOrder(args.sortField ?? 'NAME', args.sortOrder ?? 'asc', table),
            limit: window.limit,
            offset: window.offset,
          }),
        ),
        context.db.$count(evaluationSettings, evaluationSettingListCondition(actor, filter)),
      ]);
      return pageResult(rows as EvaluationSettingRow[], totalCount, window);
    },
  }),
  evaluationSetting: t.drizzleField({
    type: EvaluationSettingType,
    nullable: true,
    description: 'One of the viewer’s evaluation settings; null otherwise.',
    args: { id: t.arg.id({ required: true }) },
    authScopes: teachers,
    resolve: async (query, _root, { id }, context) => {
      if (!isUuid(id)) return null;
      const { actor } = await authoringContext(context);
      const found = await context.db.query.evaluationSettings.findFirst(
        query({ where: { id, RAW: (table) => readableEvaluationSettings(actor, table) } }),
      );
      return found ?? null;
    },
  }),
}));

const GradedCategoryInput = builder.inputType('GradedCategoryInput', {
  fields: (t) => ({
    category: t.field({ type: FeedbackCategoryEnum, required: true }),
    weight: t.int({ required: true }),
  }),
});

const EvaluationSettingInput = builder.inputType('EvaluationSettingInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    attemptMode: t.field({ type: AttemptModeEnum, required: true }),
    maxAttempts: t.int({ description: 'Required for LIMITED; ignored otherwise.' }),
    helpFeatures: t.field({ type: [HelpFeatureEnum] }),
    gradedCategories: t.field({ type: [GradedCategoryInput], required: true }),
    passingScore: t.int({ required: true }),
    maxDurationSeconds: t.int({ description: 'A time limit per attempt; leave out for none.' }),
    liveFeedback: t.boolean(),
  }),
});

builder.mutationFields((t) => ({
  createEvaluationSetting: t.field({
    type: EvaluationSettingsPayload,
    authScopes: teachers,
    args: { input: t.arg({ type: EvaluationSettingInput, required: true }) },
    resolve: (_root, { input }, context) =>
      authoringObjectMutation(context, (authoring) => createEvaluationSetting(authoring, input)),
  }),
  updateEvaluationSetting: t.field({
    type: EvaluationSettingsPayload,
    authScopes: teachers,
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: EvaluationSettingInput, required: true }),
    },
    resolve: (_root, { id, input }, context) =>
      authoringObjectMutation(context, (authoring) =>
        updateEvaluationSetting(authoring, String(id), input),
      ),
  }),
  deleteEvaluationSetting: t.field({
    type: SuccessPayload,
    description: 'Refused (EVALUATION_SETTING_IN_USE) while an assignment uses it.',
    authScopes: teachers,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) =>
      authoringSuccessMutation(context, (authoring) =>
        deleteEvaluationSetting(authoring, String(id)),
      ),
  }),
}));
