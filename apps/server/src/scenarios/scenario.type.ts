import { sql } from 'drizzle-orm';
import {
  AttachmentKindEnum,
  FeedbackCategoryEnum,
  ItemKindEnum,
  VisibilityEnum,
  VoiceGenderEnum,
} from '../authoring/authoring.enums.ts';
import { authoringContext, viewerActor } from '../authoring/authoring-context.ts';
import {
  authoringObjectMutation,
  authoringSuccessMutation,
} from '../authoring/authoring-mutation.ts';
import { libraryFilterInput, libraryListFilter } from '../authoring/library-filter.ts';
import { libraryItemViewerFields } from '../authoring/library-item-viewer-fields.ts';
import { FEEDBACK_CATEGORIES, scenarios } from '../db/schema/index.ts';
import { builder } from '../graphql/builder.ts';
import { CefrLevelEnum } from '../graphql/enums.ts';
import { isUuid } from '../graphql/ids.ts';
import { mediaUrl } from '../graphql/media-urls.ts';
import { objectsPayload, SuccessPayload } from '../graphql/mutation-result.ts';
import {
  pageArgs,
  pageResult,
  pageType,
  pageWindow,
  sortFieldEnum,
} from '../graphql/pagination.ts';
import {
  createScenario,
  deleteScenario,
  duplicateScenario,
  reorderScenarioSteps,
  updateScenario,
} from './scenario.service.ts';
import { SCENARIO_LIMITS } from './scenario.validation.ts';
import {
  readableScenarios,
  SCENARIO_SORT_FIELDS,
  scenarioListCondition,
  scenarioOrder,
  viewerMayReadScenario,
} from './scenario-access.ts';
import {
  addScenarioAttachment,
  deleteMediaKeys,
  removeScenarioAttachment,
  SCENARIO_ATTACHMENT_FIELD_COLUMNS,
} from './scenario-attachment.service.ts';
import { alignAttachmentPrivacy, attachmentFilesOf } from './scenario-attachment-privacy.ts';

type ScenarioRow = typeof scenarios.$inferSelect;

/**
 * The columns its guards and its cheapest, most asked fields read, loaded whatever a query asks
 * for. Its texts (the character's personality, the opening lines…), its dates and its origin are
 * read only by the fields showing them, each selecting its own column: a list of a hundred
 * scenarios to assign, titles only, no longer carries their briefs out of the database. See the
 * User type for why not `expose*`.
 */
const SCENARIO_FIELD_COLUMNS = {
  id: true,
  title: true,
  ownerId: true,
  visibility: true,
  level: true,
  estimatedDurationSeconds: true,
} as const;
type ScenarioFields = Pick<ScenarioRow, keyof typeof SCENARIO_FIELD_COLUMNS>;

/** Teachers and staff see how the embedded tutor runs a step; students only see what to do. */
const authorsOnly = { teacher: true, staff: true } as const;

/**
 * A step's columns its lists show; the tutor's lines and phrases, which only the editor shows,
 * are selected by their fields. No field shows its scenario id or timestamps.
 */
export const ScenarioStepType = builder.drizzleObject('scenarioSteps', {
  name: 'ScenarioStep',
  select: { columns: { id: true, position: true, title: true, goal: true } },
  fields: (t) => ({
    id: t.id({ resolve: (step) => step.id }),
    position: t.int({ resolve: (step) => step.position }),
    title: t.string({ resolve: (step) => step.title }),
    goal: t.string({
      description: 'What the student must achieve in this step.',
      resolve: (step) => step.goal,
    }),
    expectedPhrases: t.stringList({
      description: 'Phrases or keywords; saying one of them achieves the step.',
      extensions: { listSize: SCENARIO_LIMITS.expectedPhrasesMax },
      authScopes: authorsOnly,
      select: { columns: { expectedPhrases: true } },
      resolve: (step) => step.expectedPhrases,
    }),
    scriptedLine: t.string({
      description: "The character's line that opens the step, in the scenario's language.",
      authScopes: authorsOnly,
      select: { columns: { scriptedLine: true } },
      resolve: (step) => step.scriptedLine,
    }),
    scriptedLineTranslation: t.string({
      authScopes: authorsOnly,
      select: { columns: { scriptedLineTranslation: true } },
      resolve: (step) => step.scriptedLineTranslation,
    }),
  }),
});

export const VocabularyItemType = builder.drizzleObject('vocabularyItems', {
  name: 'VocabularyItem',
  select: {
    columns: {
      id: true,
      position: true,
      kind: true,
      text: true,
      translation: true,
      required: true,
    },
  },
  fields: (t) => ({
    id: t.id({ resolve: (item) => item.id }),
    position: t.int({ resolve: (item) => item.position }),
    kind: t.field({ type: ItemKindEnum, resolve: (item) => item.kind }),
    text: t.string({ resolve: (item) => item.text }),
    translation: t.string({ resolve: (item) => item.translation }),
    required: t.boolean({
      description: 'The student is expected to use it; grading checks.',
      resolve: (item) => item.required,
    }),
  }),
});

export const RubricType = builder.drizzleObject('rubrics', {
  name: 'Rubric',
  select: { columns: { id: true, category: true, criteria: true, weight: true } },
  fields: (t) => ({
    id: t.id({ resolve: (rubric) => rubric.id }),
    category: t.field({ type: FeedbackCategoryEnum, resolve: (rubric) => rubric.category }),
    criteria: t.string({ resolve: (rubric) => rubric.criteria }),
    weight: t.int({
      description: "Percent of the scenario's score.",
      resolve: (rubric) => rubric.weight,
    }),
  }),
});

export const ScenarioAttachmentType = builder.drizzleObject('scenarioAttachments', {
  name: 'ScenarioAttachment',
  select: { columns: SCENARIO_ATTACHMENT_FIELD_COLUMNS },
  fields: (t) => ({
    id: t.id({ resolve: (attachment) => attachment.id }),
    position: t.int({ resolve: (attachment) => attachment.position }),
    kind: t.field({ type: AttachmentKindEnum, resolve: (attachment) => attachment.kind }),
    url: t.string({
      description:
        "The file's address; signed and expiring for a private scenario's attachment (readers only).",
      resolve: (attachment, _args, context) =>
        context.media.url(
          attachment.file,
          attachment.kind === 'PDF' ? { downloadName: attachment.originalName } : {},
        ),
    }),
    thumbnailUrl: t.string({
      nullable: true,
      description: 'A small WebP preview of an image; null for a PDF.',
      resolve: (attachment, _args, context) => mediaUrl(context, attachment.thumbnail),
    }),
    originalName: t.string({ resolve: (attachment) => attachment.originalName }),
    contentType: t.string({ resolve: (attachment) => attachment.contentType }),
    sizeBytes: t.int({ resolve: (attachment) => attachment.sizeBytes }),
  }),
});

/**
 * Read by its owner and by anyone with a user type when public; a student practises through the
 * `PracticeScenario` view instead. Lists and lookups filter in SQL already; this guards every
 * other path.
 */
export const ScenarioType = builder.drizzleObject('scenarios', {
  name: 'Scenario',
  select: { columns: SCENARIO_FIELD_COLUMNS },
  authScopes: async (scenario, context) => {
    const actor = await viewerActor(context);
    return actor !== null && viewerMayReadScenario(actor, scenario);
  },
  fields: (t) => ({
    id: t.id({ resolve: (scenario) => scenario.id }),
    title: t.string({ resolve: (scenario) => scenario.title }),
    description: t.string({
      description: 'Shown to the student.',
      select: { columns: { description: true } },
      resolve: (scenario) => scenario.description,
    }),
    language: t.relation('language'),
    level: t.field({ type: CefrLevelEnum, resolve: (scenario) => scenario.level }),
    characterName: t.string({
      select: { columns: { characterName: true } },
      resolve: (scenario) => scenario.characterName,
    }),
    characterRole: t.string({
      select: { columns: { characterRole: true } },
      resolve: (scenario) => scenario.characterRole,
    }),
    characterPersonality: t.string({
      select: { columns: { characterPersonality: true } },
      resolve: (scenario) => scenario.characterPersonality,
    }),
    voiceGender: t.field({
      type: VoiceGenderEnum,
      select: { columns: { voiceGender: true } },
      resolve: (scenario) => scenario.voiceGender,
    }),
    voiceName: t.string({
      nullable: true,
      description: 'A speech-synthesis voice; null lets the player choose by language and gender.',
      select: { columns: { voiceName: true } },
      resolve: (scenario) => scenario.voiceName,
    }),
    studentRole: t.string({
      select: { columns: { studentRole: true } },
      resolve: (scenario) => scenario.studentRole,
    }),
    studentGoal: t.string({
      select: { columns: { studentGoal: true } },
      resolve: (scenario) => scenario.studentGoal,
    }),
    openingMessage: t.string({
      select: { columns: { openingMessage: true } },
      resolve: (scenario) => scenario.openingMessage,
    }),
    openingMessageTranslation: t.string({
      select: { columns: { openingMessageTranslation: true } },
      resolve: (scenario) => scenario.openingMessageTranslation,
    }),
    estimatedDurationSeconds: t.int({ resolve: (scenario) => scenario.estimatedDurationSeconds }),
    estimatedDurationMinutes: t.int({
      description: 'Seconds divided by 60, rounded up, as durations are shown.',
      resolve: (scenario) => Math.ceil(scenario.estimatedDurationSeconds / 60),
    }),
    visibility: t.field({ type: VisibilityEnum, resolve: (scenario) => scenario.visibility }),
    isLibrary: t.boolean({
      description: 'Part of the staff-curated Charla library (it has no owner).',
      resolve: (scenario) => scenario.ownerId === null,
    }),
    owner: t.relation('owner', { nullable: true }),
    ...libraryItemViewerFields(t, 'scenario'),
    duplicatedFromId: t.id({
      nullable: true,
      select: { columns: { duplicatedFromId: true } },
      resolve: (scenario) => scenario.duplicatedFromId,
    }),
    // `listSize`: the most rows each list can hold, for the cost limit (graphql/limits).
    steps: t.relation('steps', {
      query: { orderBy: { position: 'asc' } },
      extensions: { listSize: SCENARIO_LIMITS.stepsMax },
    }),
    vocabularyItems: t.relation('vocabularyItems', {
      query: { orderBy: { position: 'asc' } },
      extensions: { listSize: SCENARIO_LIMITS.vocabularyMax },
    }),
    rubrics: t.relation('rubrics', {
      query: { orderBy: { category: 'asc' } },
      extensions: { listSize: FEEDBACK_CATEGORIES.length },
    }),
    attachments: t.relation('attachments', {
      query: { orderBy: { position: 'asc' } },
      extensions: { listSize: SCENARIO_LIMITS.attachmentsMax },
    }),
    curriculumCount: t.int({
      description: 'How many curricula include it (a scenario in use cannot be deleted).',
      select: {
        extras: {
          curriculumCount: (table) =>
            sql<number>`(select count(*) from curriculum_scenarios cs where cs.scenario_id = ${table.id})`.mapWith(
              Number,
            ),
        },
      },
      authScopes: authorsOnly,
      resolve: (scenario) => scenario.curriculumCount,
    }),
    createdAt: t.field({
      type: 'DateTime',
      select: { columns: { createdAt: true } },
      resolve: (scenario) => scenario.createdAt,
    }),
    updatedAt: t.field({
      type: 'DateTime',
      select: { columns: { updatedAt: true } },
      resolve: (scenario) => scenario.updatedAt,
    }),
  }),
});

export const ScenarioPage = pageType('Scenario', ScenarioType);
export const ScenariosPayload = objectsPayload('Scenarios', ScenarioType);
const ScenarioAttachmentsPayload = objectsPayload('ScenarioAttachments', ScenarioAttachmentType);

export const ScenarioSortField = sortFieldEnum('ScenarioSortField', SCENARIO_SORT_FIELDS);

const ScenarioFilter = libraryFilterInput(
  'ScenarioFilter',
  "Words searched in the title, description and character's name.",
);

const readers = { hasUserType: true, staff: true } as const;
const authors = { teacher: true, staff: true } as const;

builder.queryFields((t) => ({
  scenarios: t.field({
    type: ScenarioPage,
    description:
      "The viewer's own scenarios and the public library (students: the library), filtered and sorted.",
    authScopes: readers,
    args: { ...pageArgs(ScenarioSortField, 'TITLE'), filter: t.arg({ type: ScenarioFilter }) },
    resolve: async (_root, args, context, info) => {
      const { actor } = await authoringContext(context);
      const window = pageWindow(args, context);
      const filter = libraryListFilter(args.filter);
      if (filter === null) return pageResult([], 0, window);
      const [rows, totalCount] = await Promise.all([
        context.db.query.scenarios.findMany(
          t.drizzleQueryFromInfo('scenarios', {
            context,
            info,
            path: ['objects'],
            where: { RAW: (table) => scenarioListCondition(actor, filter, table) },
            orderBy: (table) =>
              scenarioOrder(args.sortField ?? 'TITLE', args.sortOrder ?? 'asc', table),
            limit: window.limit,
            offset: window.offset,
          }),
        ),
        context.db.$count(scenarios, scenarioListCondition(actor, filter)),
      ]);
      return pageResult(rows as ScenarioFields[], totalCount, window);
    },
  }),
  scenario: t.drizzleField({
    type: ScenarioType,
    nullable: true,
    description:
      'One scenario the viewer may read; null otherwise (a private one of someone else).',
    args: { id: t.arg.id({ required: true }) },
    authScopes: readers,
    resolve: async (query, _root, { id }, context) => {
      if (!isUuid(id)) return null;
      const { actor } = await authoringContext(context);
      const found = await context.db.query.scenarios.findFirst(
        query({ where: { id, RAW: (table) => readableScenarios(actor, table) } }),
      );
      return found ?? null;
    },
  }),
}));

const ScenarioStepInput = builder.inputType('ScenarioStepInput', {
  fields: (t) => ({
    id: t.id({ description: 'An existing step keeps its id; leave it out for a new step.' }),
    title: t.string({ required: true }),
    goal: t.string({ required: true }),
    expectedPhrases: t.stringList(),
    scriptedLine: t.string({ required: true }),
    scriptedLineTranslation: t.string(),
  }),
});

const VocabularyItemInput = builder.inputType('VocabularyItemInput', {
  fields: (t) => ({
    kind: t.field({ type: ItemKindEnum, required: true }),
    text: t.string({ required: true }),
    translation: t.string(),
    required: t.boolean(),
  }),
});

const RubricInput = builder.inputType('RubricInput', {
  fields: (t) => ({
    category: t.field({ type: FeedbackCategoryEnum, required: true }),
    criteria: t.string({ required: true }),
    weight: t.int({ required: true, description: 'Percent; the weights add up to 100.' }),
  }),
});

const ScenarioInput = builder.inputType('ScenarioInput', {
  description:
    'The whole scenario as the editor holds it: steps in order (ids kept), vocabulary and rubrics replace the old ones.',
  fields: (t) => ({
    title: t.string({ required: true }),
    description: t.string(),
    languageId: t.id({ required: true }),
    level: t.field({ type: CefrLevelEnum, required: true }),
    characterName: t.string({ required: true }),
    characterRole: t.string({ required: true }),
    characterPersonality: t.string(),
    voiceGender: t.field({ type: VoiceGenderEnum, required: true }),
    voiceName: t.string(),
    studentRole: t.string({ required: true }),
    studentGoal: t.string({ required: true }),
    openingMessage: t.string({ required: true }),
    openingMessageTranslation: t.string(),
    estimatedDurationSeconds: t.int({ required: true }),
    visibility: t.field({ type: VisibilityEnum }),
    steps: t.field({ type: [ScenarioStepInput], required: true }),
    vocabularyItems: t.field({ type: [VocabularyItemInput] }),
    rubrics: t.field({ type: [RubricInput], required: true }),
  }),
});

builder.mutationFields((t) => ({
  createScenario: t.field({
    type: ScenariosPayload,
    description: 'A new scenario of the viewer (staff: with library, a scenario of the library).',
    authScopes: authors,
    args: {
      input: t.arg({ type: ScenarioInput, required: true }),
      library: t.arg.boolean({ defaultValue: false }),
    },
    resolve: (_root, { input, library }, context) =>
      authoringObjectMutation(context, (authoring) =>
        createScenario(authoring, input, { library: library === true }),
      ),
  }),
  updateScenario: t.field({
    type: ScenariosPayload,
    description: 'Replaces a scenario (its owner; staff for a public one).',
    authScopes: authors,
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: ScenarioInput, required: true }),
    },
    resolve: (_root, { id, input }, context) =>
      authoringObjectMutation(context, async (authoring) => {
        const updated = await updateScenario(authoring, String(id), input);
        await alignAttachmentPrivacy(context.db, context.media, { scenarioId: updated.id });
        return updated;
      }),
  }),
  deleteScenario: t.field({
    type: SuccessPayload,
    description: 'Refused (SCENARIO_IN_USE) while a curriculum or an assignment uses it.',
    authScopes: authors,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) =>
      authoringSuccessMutation(context, async (authoring) => {
        const files = await attachmentFilesOf(context.db, String(id));
        const unused = await deleteScenario(authoring, String(id));
        await deleteMediaKeys(context.media, unused);
        // Files a public scenario shared with private copies become private media.
        await alignAttachmentPrivacy(context.db, context.media, { files });
      }),
  }),
  duplicateScenario: t.field({
    type: ScenariosPayload,
    description: 'A private copy, owned by the viewer, of a scenario they may read.',
    authScopes: { teacher: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) =>
      authoringObjectMutation(context, (authoring) => duplicateScenario(authoring, String(id))),
  }),
  reorderScenarioSteps: t.field({
    type: ScenariosPayload,
    description:
      "Puts the steps in this order; the list must hold each of the scenario's steps once.",
    authScopes: authors,
    args: {
      scenarioId: t.arg.id({ required: true }),
      stepIds: t.arg.idList({ required: true }),
    },
    resolve: (_root, { scenarioId, stepIds }, context) =>
      authoringObjectMutation(context, (authoring) =>
        reorderScenarioSteps(authoring, String(scenarioId), stepIds.map(String)),
      ),
  }),
  addScenarioAttachment: t.field({
    type: ScenarioAttachmentsPayload,
    description: 'Adds an image or a PDF (checked by content; images re-encoded with a preview).',
    authScopes: authors,
    args: {
      scenarioId: t.arg.id({ required: true }),
      file: t.arg({ type: 'File', required: true }),
    },
    resolve: (_root, { scenarioId, file }, context) =>
      authoringObjectMutation(context, (authoring) =>
        addScenarioAttachment(authoring, String(scenarioId), file, {
          config: context.config,
          media: context.media,
        }),
      ),
  }),
  removeScenarioAttachment: t.field({
    type: SuccessPayload,
    authScopes: authors,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) =>
      authoringSuccessMutation(context, (authoring) =>
        removeScenarioAttachment(authoring, String(id), context.media),
      ),
  }),
}));
