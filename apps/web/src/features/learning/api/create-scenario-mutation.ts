import type {
  CreateScenarioMutation,
  CreateScenarioMutationVariables,
} from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const CreateScenarioDocument = typedDocument<
  CreateScenarioMutation,
  CreateScenarioMutationVariables
>(/* GraphQL */ `
  mutation CreateScenario($input: ScenarioInput!) {
    createScenario(input: $input) {
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
