import type { CurriculaQuery, CurriculaQueryVariables } from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const CurriculaDocument = typedDocument<
  CurriculaQuery,
  CurriculaQueryVariables
>(/* GraphQL */ `
  query Curricula($page: Int, $filter: CurriculumFilter, $sortField: CurriculumSortField, $sortOrder: SortOrder) {
    curricula(page: $page, pageSize: 8, filter: $filter, sortField: $sortField, sortOrder: $sortOrder) {
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
        viewerCanEdit
        scenarioCount
        totalEstimatedDurationMinutes
        language {
          id
          name
          isoLanguageCode
        }
      }
    }
  }
`);
