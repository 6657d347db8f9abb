import type {
  UpdateScenarioMutation,
  UpdateScenarioMutationVariables,
} from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const UpdateScenarioDocument = typedDocument<
  UpdateScenarioMutation,
  UpdateScenarioMutationVariables
>(/* GraphQL */ `
  mutation UpdateScenario($id: ID!, $input: ScenarioInput!) {
    updateScenario(id: $id, input: $input) {
      errors {
        field
        objectPosition
        messages
        code
      }
      objects {
        id
      }
    }
  }
`);
