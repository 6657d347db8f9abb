import type { ScenariosQuery, ScenariosQueryVariables } from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const ScenariosDocument = typedDocument<
  ScenariosQuery,
  ScenariosQueryVariables
>(/* GraphQL */ `
  query Scenarios($page: Int, $filter: ScenarioFilter, $sortField: ScenarioSortField, $sortOrder: SortOrder, $pageSize: PageSize) {
    scenarios(page: $page, pageSize: $pageSize, filter: $filter, sortField: $sortField, sortOrder: $sortOrder) {
      totalCount
      pages
      page
      objects {
        id
        title
        description
        level
        visibility
        isLibrary
        viewerIsOwner
        viewerCanEdit
        estimatedDurationMinutes
        estimatedDurationSeconds
        characterName
        language {
          id
          name
          isoLanguageCode
        }
      }
    }
  }
`);
