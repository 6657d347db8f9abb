import type {
  DuplicateScenarioMutation,
  DuplicateScenarioMutationVariables,
} from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const DuplicateScenarioDocument = typedDocument<
  DuplicateScenarioMutation,
  DuplicateScenarioMutationVariables
>(/* GraphQL */ `
  mutation DuplicateScenario($id: ID!) {
    duplicateScenario(id: $id) {
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
