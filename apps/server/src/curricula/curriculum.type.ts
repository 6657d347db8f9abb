import { sql } from 'drizzle-orm';
import { VisibilityEnum } from '../authoring/authoring.enums.ts';
import { authoringContext, viewerActor } from '../authoring/authoring-context.ts';
import {
  authoringObjectMutation,
  authoringSuccessMutation,
} from '../authoring/authoring-mutation.ts';
import { ownsLibraryItem } from '../authoring/library-access.ts';
import { libraryFilterInput, libraryListFilter } from '../authoring/library-filter.ts';
import { libraryItemViewerFields } from '../authoring/library-item-viewer-fields.ts';
import { curricula } from '../db/schema/index.ts';
import { builder } from '../graphql/builder.ts';
import { CefrLevelEnum } from '../graphql/enums.ts';
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
  addScenarioToCurriculum,
  createCurriculum,
  deleteCurriculum,
  duplicateCurriculum,
  removeScenarioFromCurriculum,
  reorderCurriculumScenarios,
  updateCurriculum,
} from './curriculum.service.ts';
import { CURRICULUM_LIMITS } from './curriculum.validation.ts';
import {
  CURRICULUM_SORT_FIELDS,
  curriculumListCondition,
  curriculumOrder,
  readableCurricula,
} from './curriculum-access.ts';

type CurriculumRow = typeof curricula.$inferSelect;

/** No field shows an entry's date or ids (its scenario comes by the relation). */
export const CurriculumScenarioType = builder.drizzleObject('curriculumScenarios', {
  name: 'CurriculumScenario',
  description: "A scenario's place in a curriculum.",
  select: { columns: { position: true } },
  fields: (t) => ({
    position: t.int({ resolve: (entry) => entry.position }),
    scenario: t.relation('scenario'),
  }),
});

const totalDuration = {
  totalEstimatedDurationSeconds: (table: typeof curricula) =>
    sql<number>`(select coalesce(sum(s.estimated_duration_seconds), 0) from curriculum_scenarios cs join scenarios s on s.id = cs.scenario_id where cs.curriculum_id = ${table.id})`.mapWith(
      Number,
    ),
};

/**
 * The columns its fields and its guard read, whatever a query asks for; its dates are selected by
 * their own fields (a list shows none). Its fields read the row: see the User type for why not
 * `expose*`.
 */
const CURRICULUM_FIELD_COLUMNS = {
  id: true,
  title: true,
  description: true,
  level: true,
  visibility: true,
  ownerId: true,
  duplicatedFromId: true,
} as const;

/** Read by its owner, and by anyone with a user type when public (the library). */
export const CurriculumType = builder.drizzleObject('curricula', {
  name: 'Curriculum',
  select: { columns: CURRICULUM_FIELD_COLUMNS },
  authScopes: async (curriculum, context) => {
    const actor = await viewerActor(context);
    return (
      actor !== null && (curriculum.visibility === 'PUBLIC' || ownsLibraryItem(actor, curriculum))
    );
  },
  fields: (t) => ({
    id: t.id({ resolve: (curriculum) => curriculum.id }),
    title: t.string({ resolve: (curriculum) => curriculum.title }),
    description: t.string({ resolve: (curriculum) => curriculum.description }),
    language: t.relation('language'),
    level: t.field({ type: CefrLevelEnum, resolve: (curriculum) => curriculum.level }),
    visibility: t.field({ type: VisibilityEnum, resolve: (curriculum) => curriculum.visibility }),
    isLibrary: t.boolean({
      description: 'Part of the staff-curated Charla library (it has no owner).',
      resolve: (curriculum) => curriculum.ownerId === null,
    }),
    owner: t.relation('owner', { nullable: true }),
    ...libraryItemViewerFields(t, 'curriculum'),
    duplicatedFromId: t.id({
      nullable: true,
      resolve: (curriculum) => curriculum.duplicatedFromId,
    }),
    scenarios: t.relation('entries', {
      description: 'The scenarios in order.',
      query: { orderBy: { position: 'asc' } },
      extensions: { listSize: CURRICULUM_LIMITS.scenariosMax },
    }),
    scenarioCount: t.int({
      select: {
        extras: {
          scenarioCount: (table) =>
            sql<number>`(select count(*) from curriculum_scenarios cs where cs.curriculum_id = ${table.id})`.mapWith(
              Number,
            ),
        },
      },
      resolve: (curriculum) => curriculum.scenarioCount,
    }),
    totalEstimatedDurationSeconds: t.int({
      description: "The sum of its scenarios' estimated durations.",
      select: { extras: totalDuration },
      resolve: (curriculum) => curriculum.totalEstimatedDurationSeconds,
    }),
    totalEstimatedDurationMinutes: t.int({
      description: 'The total in minutes, rounded up, as durations are shown.',
      select: { extras: totalDuration },
      resolve: (curriculum) => Math.ceil(curriculum.totalEstimatedDurationSeconds / 60),
    }),
    createdAt: t.field({
      type: 'DateTime',
      select: { columns: { createdAt: true } },
      resolve: (curriculum) => curriculum.createdAt,
    }),
    updatedAt: t.field({
      type: 'DateTime',
      select: { columns: { updatedAt: true } },
      resolve: (curriculum) => curriculum.updatedAt,
    }),
  }),
});

export const CurriculumPage = pageType('Curriculum', CurriculumType);
const CurriculaPayload = objectsPayload('Curricula', CurriculumType);

export const CurriculumSortField = sortFieldEnum('CurriculumSortField', CURRICULUM_SORT_FIELDS);

const CurriculumFilter = libraryFilterInput(
  'CurriculumFilter',
  'Words searched in the title and description.',
);

const readers = { hasUserType: true, staff: true } as const;
const authors = { teacher: true, staff: true } as const;

builder.queryFields((t) => ({
  curricula: t.field({
    type: CurriculumPage,
    description: "The viewer's own curricula and the public library, filtered and sorted.",
    authScopes: readers,
    args: { ...pageArgs(CurriculumSortField, 'TITLE'), filter: t.arg({ type: CurriculumFilter }) },
    resolve: async (_root, args, context, info) => {
      const { actor } = await authoringContext(context);
      const window = pageWindow(args, context);
      const filter = libraryListFilter(args.filter);
      if (filter === null) return pageResult([], 0, window);
      const [rows, totalCount] = await Promise.all([
        context.db.query.curricula.findMany(
          t.drizzleQueryFromInfo('curricula', {
            context,
            info,
            path: ['objects'],
            where: { RAW: (table) => curriculumListCondition(actor, filter, table) },
            orderBy: (table) =>
              curriculumOrder(args.sortField ?? 'TITLE', args.sortOrder ?? 'asc', table),
            limit: window.limit,
            offset: window.offset,
          }),
        ),
        context.db.$count(curricula, curriculumListCondition(actor, filter)),
      ]);
      return pageResult(rows as CurriculumRow[], totalCount, window);
    },
  }),
  curriculum: t.drizzleField({
    type: CurriculumType,
    nullable: true,
    description: 'One curriculum the viewer may read; null otherwise.',
    args: { id: t.arg.id({ required: true }) },
    authScopes: readers,
    resolve: async (query, _root, { id }, context) => {
      if (!isUuid(id)) return null;
      const { actor } = await authoringContext(context);
      const found = await context.db.query.curricula.findFirst(
        query({ where: { id, RAW: (table) => readableCurricula(actor, table) } }),
      );
      return found ?? null;
    },
  }),
}));

const CurriculumInput = builder.inputType('CurriculumInput', {
  fields: (t) => ({
    title: t.string({ required: true }),
    description: t.string(),
    languageId: t.id({ required: true }),
    level: t.field({ type: CefrLevelEnum, required: true }),
    visibility: t.field({ type: VisibilityEnum }),
    scenarioIds: t.idList({
      description:
        'Own or public scenarios in the same language, in order (public ones only in a public curriculum).',
    }),
  }),
});

builder.mutationFields((t) => ({
  createCurriculum: t.field({
    type: CurriculaPayload,
    description: 'A new curriculum of the viewer (staff: with library, one of the library).',
    authScopes: authors,
    args: {
      input: t.arg({ type: CurriculumInput, required: true }),
      library: t.arg.boolean({ defaultValue: false }),
    },
    resolve: (_root, { input, library }, context) =>
      authoringObjectMutation(context, (authoring) =>
        createCurriculum(authoring, input, { library: library === true }),
      ),
  }),
  updateCurriculum: t.field({
    type: CurriculaPayload,
    description: 'Replaces a curriculum, its scenario list included.',
    authScopes: authors,
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: CurriculumInput, required: true }),
    },
    resolve: (_root, { id, input }, context) =>
      authoringObjectMutation(context, (authoring) =>
        updateCurriculum(authoring, String(id), input),
      ),
  }),
  deleteCurriculum: t.field({
    type: SuccessPayload,
    description: 'Deletes a curriculum (not its scenarios); refused while an assignment uses it.',
    authScopes: authors,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) =>
      authoringSuccessMutation(context, (authoring) => deleteCurriculum(authoring, String(id))),
  }),
  duplicateCurriculum: t.field({
    type: CurriculaPayload,
    description: 'A private copy, owned by the viewer, sharing the same scenarios.',
    authScopes: { teacher: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) =>
      authoringObjectMutation(context, (authoring) => duplicateCurriculum(authoring, String(id))),
  }),
  addScenarioToCurriculum: t.field({
    type: CurriculaPayload,
    description: 'Adds an own or public scenario, at `position` (from 0) or at the end.',
    authScopes: authors,
    args: {
      curriculumId: t.arg.id({ required: true }),
      scenarioId: t.arg.id({ required: true }),
      position: t.arg.int(),
    },
    resolve: (_root, { curriculumId, scenarioId, position }, context) =>
      authoringObjectMutation(context, (authoring) =>
        addScenarioToCurriculum(authoring, String(curriculumId), String(scenarioId), position),
      ),
  }),
  removeScenarioFromCurriculum: t.field({
    type: CurriculaPayload,
    authScopes: authors,
    args: {
      curriculumId: t.arg.id({ required: true }),
      scenarioId: t.arg.id({ required: true }),
    },
    resolve: (_root, { curriculumId, scenarioId }, context) =>
      authoringObjectMutation(context, (authoring) =>
        removeScenarioFromCurriculum(authoring, String(curriculumId), String(scenarioId)),
      ),
  }),
  reorderCurriculumScenarios: t.field({
    type: CurriculaPayload,
    description: 'Puts the scenarios in this order; the list must hold each of them once.',
    authScopes: authors,
    args: {
      curriculumId: t.arg.id({ required: true }),
      scenarioIds: t.arg.idList({ required: true }),
    },
    resolve: (_root, { curriculumId, scenarioIds }, context) =>
      authoringObjectMutation(context, (authoring) =>
        reorderCurriculumScenarios(authoring, String(curriculumId), scenarioIds.map(String)),
      ),
  }),
}));
