import type {
  CreateScenarioMutation,
  CreateScenarioMutationVariables,
} from '../../../gql/graphql.ts';
import { MUTATION_ERROR_FIELDS } from '../../../lib/mutation-error-fields.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const CreateScenarioDocument = typedDocument<
  CreateScenarioMutation,
  CreateScenarioMutationVariables
>(/* GraphQL */ `
  mutation CreateScenario($input: ScenarioInput!) {
    createScenario(input: $input) {
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
