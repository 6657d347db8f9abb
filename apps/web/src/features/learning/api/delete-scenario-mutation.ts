import type {
  DeleteScenarioMutation,
  DeleteScenarioMutationVariables,
} from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const DeleteScenarioDocument = typedDocument<
  DeleteScenarioMutation,
  DeleteScenarioMutationVariables
>(/* GraphQL */ `
  mutation DeleteScenario($id: ID!) {
    deleteScenario(id: $id) {
      errors {
        field
        objectPosition
        messages
        code
      }
      success
    }
  }
`);
