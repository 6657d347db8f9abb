import type { LanguagesQuery, LanguagesQueryVariables } from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const LanguagesDocument = typedDocument<
  LanguagesQuery,
  LanguagesQueryVariables
>(/* GraphQL */ `
  query Languages {
    languages {
      id
      name
      isoLanguageCode
    }
  }
`);
