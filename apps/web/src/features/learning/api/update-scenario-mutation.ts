import type {
  UpdateScenarioMutation,
  UpdateScenarioMutationVariables,
} from '../../../gql/graphql.ts';
import { MUTATION_ERROR_FIELDS } from '../../../lib/mutation-error-fields.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const UpdateScenarioDocument = typedDocument<
  UpdateScenarioMutation,
  UpdateScenarioMutationVariables
>(/* GraphQL */ `
  mutation UpdateScenario($id: ID!, $input: ScenarioInput!) {
    updateScenario(id: $id, input: $input) {
      errors {
        ...MutationErrorFields
      }
      objects {
        id
      }
    }
  }
  ${MUTATION_ERROR_FIELDS}
`);
