import type {
  RetryPracticeGradingMutation,
  RetryPracticeGradingMutationVariables,
} from '../../../gql/graphql.ts';
import { MUTATION_ERROR_FIELDS } from '../../../lib/mutation-error-fields.ts';
import { typedDocument } from '../../../lib/typed-document.ts';
import { PRACTICE_MESSAGE_FIELDS } from './practice-message-fields.ts';

export const RetryPracticeGradingDocument = typedDocument<
  RetryPracticeGradingMutation,
  RetryPracticeGradingMutationVariables
>(/* GraphQL */ `
  mutation RetryPracticeGrading($messageId: ID!) {
    retryPracticeGrading(messageId: $messageId) {
      success
      objects {
        ...PracticeMessageFields
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
  ${MUTATION_ERROR_FIELDS}
  ${PRACTICE_MESSAGE_FIELDS}
`);
