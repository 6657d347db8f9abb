import type {
  MarkPracticeIntentReviewedMutation,
  MarkPracticeIntentReviewedMutationVariables,
} from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const MarkPracticeIntentReviewedDocument = typedDocument<
  MarkPracticeIntentReviewedMutation,
  MarkPracticeIntentReviewedMutationVariables
>(/* GraphQL */ `
  mutation MarkPracticeIntentReviewed($intentId: ID!, $reviewed: Boolean!) {
    markPracticeIntentReviewed(intentId: $intentId, reviewed: $reviewed) {
      success
      objects {
        id
      }
      errors {
        field
        objectPosition
        messages
        code
      }
    }
  }
`);
