import type {
  ClassroomLanguagesQuery,
  ClassroomLanguagesQueryVariables,
} from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const ClassroomLanguagesDocument = typedDocument<
  ClassroomLanguagesQuery,
  ClassroomLanguagesQueryVariables
>(/* GraphQL */ `
  query ClassroomLanguages {
    languages {
      id
      name
      isoLanguageCode
    }
  }
`);
