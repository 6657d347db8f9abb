import type { ClassroomsQuery, ClassroomsQueryVariables } from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const ClassroomsDocument = typedDocument<
  ClassroomsQuery,
  ClassroomsQueryVariables
>(/* GraphQL */ `
  query Classrooms(
    $page: Int
    $pageSize: PageSize
    $search: String
    $archived: Boolean
    $sortField: ClassroomSortField
    $sortOrder: SortOrder
  ) {
    classrooms(
      page: $page
      pageSize: $pageSize
      sortField: $sortField
      sortOrder: $sortOrder
      filter: { search: $search, archived: $archived }
    ) {
      totalCount
      page
      pages
      objects {
        id
        name
        description
        level
        avatar
        archived
        viewerRole
        language {
          id
          name
          isoLanguageCode
        }
      }
    }
  }
`);
