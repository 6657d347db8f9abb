import type { MyTeachersQuery, MyTeachersQueryVariables } from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const MyTeachersDocument = typedDocument<
  MyTeachersQuery,
  MyTeachersQueryVariables
>(/* GraphQL */ `
  query MyTeachers($page: Int, $pageSize: PageSize, $search: String) {
    myTeachers(page: $page, pageSize: $pageSize, filter: { search: $search }) {
      totalCount
      page
      pages
      objects {
        id
        avatar
        nativeLanguage {
          id
          name
          isoLanguageCode
        }
        user {
          id
          firstName
          lastName
          username
        }
      }
    }
  }
`);
