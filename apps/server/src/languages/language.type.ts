import { builder } from '../graphql/builder.ts';

export const LanguageType = builder.drizzleObject('languages', {
  name: 'Language',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    isoLanguageCode: t.exposeString('isoLanguageCode', {
      description: 'BCP 47 tag, e.g. en, es, zh-Hans',
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
