import type { AssignRosterQuery, AssignRosterQueryVariables } from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

/**
 * Every student of a classroom, to choose whom an assignment or an extension is for; its language
 * and level, which the assign dialog compares with the content's.
 */
export const AssignRosterDocument = typedDocument<AssignRosterQuery, AssignRosterQueryVariables>(
  /* GraphQL */ `
  query AssignRoster($id: ID!) {
    classroom(id: $id) {
      id
      level
      language {
        id
        name
        isoLanguageCode
      }
      paginatedStudents(pageSize: "All") {
        objects {
          id
          user {
            id
            firstName
            lastName
            username
          }
        }
      }
    }
  }
`,
);
