import type { TeacherProfileQuery, TeacherProfileQueryVariables } from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const TeacherProfileDocument = typedDocument<
  TeacherProfileQuery,
  TeacherProfileQueryVariables
>(/* GraphQL */ `
  query TeacherProfile($id: ID!, $withClassrooms: Boolean!) {
    teacherProfile(id: $id) {
      id
      avatar
      nativeLanguage {
        id
        name
        isoLanguageCode
      }
      paginatedLanguagesTaught(pageSize: "All") {
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
