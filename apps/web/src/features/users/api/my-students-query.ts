import type { MyStudentsQuery, MyStudentsQueryVariables } from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const MyStudentsDocument = typedDocument<
  MyStudentsQuery,
  MyStudentsQueryVariables
>(/* GraphQL */ `
  query MyStudents($page: Int, $pageSize: PageSize, $search: String) {
    myStudents(page: $page, pageSize: $pageSize, filter: { search: $search }) {
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
