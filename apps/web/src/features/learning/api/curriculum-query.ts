import type { CurriculumQuery, CurriculumQueryVariables } from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const CurriculumDocument = typedDocument<
  CurriculumQuery,
  CurriculumQueryVariables
>(/* GraphQL */ `
  query Curriculum($id: ID!) {
    curriculum(id: $id) {
      id
      title
      description
      level
      visibility
      isLibrary
      viewerCanEdit
      totalEstimatedDurationMinutes
      updatedAt
      language {
        id
        name
        isoLanguageCode
      }
      scenarios {
        position
        scenario {
          id
          title
          level
          isLibrary
          visibility
          estimatedDurationMinutes
          estimatedDurationSeconds
          language {
            id
            isoLanguageCode
          }
        }
      }
    }
  }
`);
