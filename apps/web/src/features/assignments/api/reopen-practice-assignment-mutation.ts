import type {
  ReopenPracticeAssignmentMutation,
  ReopenPracticeAssignmentMutationVariables,
} from '../../../gql/graphql.ts';
import { MUTATION_ERROR_FIELDS } from '../../../lib/mutation-error-fields.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const ReopenPracticeAssignmentDocument = typedDocument<
  ReopenPracticeAssignmentMutation,
  ReopenPracticeAssignmentMutationVariables
>(/* GraphQL */ `
  mutation ReopenPracticeAssignment($id: ID!) {
    reopenPracticeAssignment(id: $id) {
      objects {
        id
        status
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
  ${MUTATION_ERROR_FIELDS}
`);
