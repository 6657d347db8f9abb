import type { TeacherProfileQuery, TeacherProfileQueryVariables } from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';
import { PROFILE_PAGE_FRAGMENTS } from './profile-page-fragments.ts';

export const TeacherProfileDocument = typedDocument<
  TeacherProfileQuery,
  TeacherProfileQueryVariables
>(/* GraphQL */ `
  query TeacherProfile($id: ID!, $withClassrooms: Boolean!) {
    teacherProfile(id: $id) {
      id
      avatar
      nativeLanguage {
        ...ProfileLanguage
      }
      paginatedLanguagesTaught(pageSize: "All") {
        objects {
          ...ProfileLanguage
        }
      }
      paginatedClassrooms(pageSize: 8) @include(if: $withClassrooms) {
        ...ProfileClassrooms
      }
      user {
        ...ProfilePerson
      }
    }
  }
  ${PROFILE_PAGE_FRAGMENTS}
`);
