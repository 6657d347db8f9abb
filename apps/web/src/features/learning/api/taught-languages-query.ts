import type { TaughtLanguagesQuery, TaughtLanguagesQueryVariables } from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

/** The first language the teacher teaches: what a new scenario or curriculum starts in. */
export const TaughtLanguagesDocument = typedDocument<
  TaughtLanguagesQuery,
  TaughtLanguagesQueryVariables
>(/* GraphQL */ `
  query TaughtLanguages {
    readUser(me: true, where: { isActive: true }) {
      id
      teacherProfile {
        id
        paginatedLanguagesTaught(pageSize: 1) {
          objects {
            id
          }
        }
      }
    }
  }
`);
