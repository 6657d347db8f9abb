import type {
  DuplicateScenarioMutation,
  DuplicateScenarioMutationVariables,
} from '../../../gql/graphql.ts';
import { MUTATION_ERROR_FIELDS } from '../../../lib/mutation-error-fields.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const DuplicateScenarioDocument = typedDocument<
  DuplicateScenarioMutation,
  DuplicateScenarioMutationVariables
>(/* GraphQL */ `
  mutation DuplicateScenario($id: ID!) {
    duplicateScenario(id: $id) {
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
