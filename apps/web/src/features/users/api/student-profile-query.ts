import type { StudentProfileQuery, StudentProfileQueryVariables } from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const StudentProfileDocument = typedDocument<
  StudentProfileQuery,
  StudentProfileQueryVariables
>(/* GraphQL */ `
  query StudentProfile($id: ID!, $withClassrooms: Boolean!) {
    studentProfile(id: $id) {
      id
      avatar
      nativeLanguage {
        id
        name
        isoLanguageCode
      }
      paginatedLearningLanguages(pageSize: "All") {
        objects {
          id
          name
          isoLanguageCode
        }
      }
      paginatedClassrooms(pageSize: 8) @include(if: $withClassrooms) {
        totalCount
        objects {
          id
          name
          level
          avatar
          language {
            id
            name
            isoLanguageCode
          }
        }
      }
      user {
        id
        firstName
        lastName
        username
      }
    }
  }
`);
