import type {
  EvaluationSettingsQuery,
  EvaluationSettingsQueryVariables,
} from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const EvaluationSettingsDocument = typedDocument<
  EvaluationSettingsQuery,
  EvaluationSettingsQueryVariables
>(/* GraphQL */ `
  query EvaluationSettings($page: Int, $filter: EvaluationSettingFilter) {
    evaluationSettings(page: $page, pageSize: 8, filter: $filter) {
      totalCount
      pages
      page
      objects {
        id
        name
        attemptMode
        maxAttempts
        helpFeatures
        passingScore
      }
    }
  }
`);
