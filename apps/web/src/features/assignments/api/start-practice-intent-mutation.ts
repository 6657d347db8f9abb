import type {
  StartPracticeIntentMutation,
  StartPracticeIntentMutationVariables,
} from '../../../gql/graphql.ts';
import { MUTATION_ERROR_FIELDS } from '../../../lib/mutation-error-fields.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

/** Starts an attempt, or hands back the one in progress (Resume). */
export const StartPracticeIntentDocument = typedDocument<
  StartPracticeIntentMutation,
  StartPracticeIntentMutationVariables
>(/* GraphQL */ `
  mutation StartPracticeIntent($assignmentId: ID!, $scenarioId: ID!) {
    startPracticeIntent(assignmentId: $assignmentId, scenarioId: $scenarioId) {
      success
      objects {
        id
        attemptNumber
        status
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
  ${MUTATION_ERROR_FIELDS}
`);
