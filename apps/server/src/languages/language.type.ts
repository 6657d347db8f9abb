import { builder } from '../graphql/builder.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { objectsPayload, runMutation, withObjects } from '../graphql/mutation-result.ts';
import { type PageArgs, pageType, pageWindow, sortFieldEnum } from '../graphql/pagination.ts';
import { parseInputs, withoutNulls } from '../graphql/validation.ts';
import { languageCreateSchema, languageUpdateSchema } from './language.schemas.ts';
import { createLanguages, updateLanguages } from './language.service.ts';

export const LanguageType = builder.drizzleObject('languages', {
  name: 'Language',
  // Its three fields' columns, never the whole row: the timestamps no field shows are neither
  // read nor turned into dates (a classroom page has a language per student). The fields read the
  // row, as the User type's names do (see there why not `expose*`).
  select: { columns: { id: true, name: true, isoLanguageCode: true } },
  fields: (t) => ({
    id: t.id({ resolve: (language) => language.id }),
    name: t.string({ resolve: (language) => language.name }),
    isoLanguageCode: t.string({
      description: 'BCP 47 tag, e.g. en, es, zh-Hans',
      resolve: (language) => language.isoLanguageCode,
    }),
  }),
});

builder.queryField('languages', (t) =>
  t.drizzleField({
    type: [LanguageType],
    description: 'The language catalogue, by name.',
    authScopes: { public: true },
    resolve: (query, _root, _args, { db }) =>
      db.query.languages.findMany(query({ orderBy: { name: 'asc' } })),
  }),
);

export const LanguagePage = pageType('Language', LanguageType);

const LanguagesPayload = objectsPayload('Languages', LanguageType);

const LanguageCreateInput = builder.inputType('LanguageCreateInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    isoLanguageCode: t.string({ required: true, description: 'BCP 47 tag, e.g. pt-BR' }),
  }),
});

const LanguageUpdateInput = builder.inputType('LanguageUpdateInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    name: t.string(),
    isoLanguageCode: t.string(),
  }),
});

builder.mutationFields((t) => ({
  createLanguages: t.field({
    type: LanguagesPayload,
    description: 'Adds languages to the catalogue (staff), all or none.',
    authScopes: { staff: true },
    args: { input: t.arg({ type: [LanguageCreateInput], required: true }) },
    resolve: (_root, { input }, context) =>
      runMutation(context, async () => {
        const parsed = parseInputs(languageCreateSchema, input, context.locale);
        return withObjects(await createLanguages(context.db, parsed));
      }),
  }),
  updateLanguages: t.field({
    type: LanguagesPayload,
    description: 'Renames or recodes catalogue languages (staff), all or none.',
    authScopes: { staff: true },
    args: { input: t.arg({ type: [LanguageUpdateInput], required: true }) },
    resolve: (_root, { input }, context) =>
      runMutation(context, async () => {
        const parsed = parseInputs(languageUpdateSchema, withoutNulls(input), context.locale);
        return withObjects(await updateLanguages(context.db, parsed));
      }),
  }),
}));

export const LanguageSortField = sortFieldEnum('LanguageSortField', [
  'NAME',
  'ISO_LANGUAGE_CODE',
] as const);

type LanguagePageArgs = PageArgs<'NAME' | 'ISO_LANGUAGE_CODE'>;

/** The relational orderBy for a language list, ties broken by id. */
function languageOrderBy(args: LanguagePageArgs) {
  const direction = args.sortOrder ?? 'asc';
  return args.sortField === 'ISO_LANGUAGE_CODE'
    ? { isoLanguageCode: direction, id: 'asc' as const }
    : { name: direction, id: 'asc' as const };
}

/** One page of a nested language list (a profile's languages), for the relation's query. */
export function languagePageQuery(args: LanguagePageArgs, context: GraphQLContext) {
  const window = pageWindow(args, context);
  return { limit: window.limit, offset: window.offset, orderBy: languageOrderBy(args) };
}
