import type {
  EvaluationSettingQuery,
  EvaluationSettingQueryVariables,
} from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const EvaluationSettingDocument = typedDocument<
  EvaluationSettingQuery,
  EvaluationSettingQueryVariables
>(/* GraphQL */ `
  query EvaluationSetting($id: ID!) {
    evaluationSetting(id: $id) {
      id
      name
      attemptMode
      maxAttempts
      helpFeatures
      gradedCategories {
        category
        weight
      }
      passingScore
      maxDurationSeconds
      liveFeedback
      updatedAt
    }
  }
`);
