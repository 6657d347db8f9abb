import type {
  AuthoringLanguagesQuery,
  AuthoringLanguagesQueryVariables,
} from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const AuthoringLanguagesDocument = typedDocument<
  AuthoringLanguagesQuery,
  AuthoringLanguagesQueryVariables
>(/* GraphQL */ `
  query AuthoringLanguages {
    languages {
      id
      name
      isoLanguageCode
    }
  }
`);
