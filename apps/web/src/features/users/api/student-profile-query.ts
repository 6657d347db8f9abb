import type { StudentProfileQuery, StudentProfileQueryVariables } from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';
import { PROFILE_PAGE_FRAGMENTS } from './profile-page-fragments.ts';

export const StudentProfileDocument = typedDocument<
  StudentProfileQuery,
  StudentProfileQueryVariables
>(/* GraphQL */ `
  query StudentProfile($id: ID!, $withClassrooms: Boolean!) {
    studentProfile(id: $id) {
      id
      avatar
      nativeLanguage {
        ...ProfileLanguage
      }
      paginatedLearningLanguages(pageSize: "All") {
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
