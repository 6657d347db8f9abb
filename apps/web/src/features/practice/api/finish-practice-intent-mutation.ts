import type {
  FinishPracticeIntentMutation,
  FinishPracticeIntentMutationVariables,
} from '../../../gql/graphql.ts';
import { MUTATION_ERROR_FIELDS } from '../../../lib/mutation-error-fields.ts';
import { typedDocument } from '../../../lib/typed-document.ts';
import { PRACTICE_INTENT_PROGRESS_FIELDS } from './practice-message-fields.ts';

export const FinishPracticeIntentDocument = typedDocument<
  FinishPracticeIntentMutation,
  FinishPracticeIntentMutationVariables
>(/* GraphQL */ `
  mutation FinishPracticeIntent($intentId: ID!) {
    finishPracticeIntent(intentId: $intentId) {
      success
      objects {
        ...PracticeIntentProgressFields
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
  ${MUTATION_ERROR_FIELDS}
  ${PRACTICE_INTENT_PROGRESS_FIELDS}
`);
