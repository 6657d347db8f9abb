import { languages } from '../db/schema/index.ts';
import { readModel } from '../graphql/compiled-reads/read-model.ts';

/** The Language type's fields for compiled reads (language.type.ts). */
export const languageReadModel = readModel(languages, {
  id: { kind: 'value', value: (t) => t.id },
  name: { kind: 'value', value: (t) => t.name },
  isoLanguageCode: { kind: 'value', value: (t) => t.isoLanguageCode },
});
