import type {
  SendPracticeMessageMutation,
  SendPracticeMessageMutationVariables,
} from '../../../gql/graphql.ts';
import { MUTATION_ERROR_FIELDS } from '../../../lib/mutation-error-fields.ts';
import { typedDocument } from '../../../lib/typed-document.ts';
import { PRACTICE_MESSAGE_FIELDS } from './practice-message-fields.ts';

export const SendPracticeMessageDocument = typedDocument<
  SendPracticeMessageMutation,
  SendPracticeMessageMutationVariables
>(/* GraphQL */ `
  mutation SendPracticeMessage($intentId: ID!, $text: String!) {
    sendPracticeMessage(intentId: $intentId, text: $text) {
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
