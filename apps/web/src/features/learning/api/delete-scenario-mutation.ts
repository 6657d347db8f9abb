import type {
  DeleteScenarioMutation,
  DeleteScenarioMutationVariables,
} from '../../../gql/graphql.ts';
import { MUTATION_ERROR_FIELDS } from '../../../lib/mutation-error-fields.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const DeleteScenarioDocument = typedDocument<
  DeleteScenarioMutation,
  DeleteScenarioMutationVariables
>(/* GraphQL */ `
  mutation DeleteScenario($id: ID!) {
    deleteScenario(id: $id) {
      errors {
        ...MutationErrorFields
      }
      success
    }
  }
  ${MUTATION_ERROR_FIELDS}
`);
