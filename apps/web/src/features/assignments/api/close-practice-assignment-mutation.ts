import type {
  ClosePracticeAssignmentMutation,
  ClosePracticeAssignmentMutationVariables,
} from '../../../gql/graphql.ts';
import { MUTATION_ERROR_FIELDS } from '../../../lib/mutation-error-fields.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const ClosePracticeAssignmentDocument = typedDocument<
  ClosePracticeAssignmentMutation,
  ClosePracticeAssignmentMutationVariables
>(/* GraphQL */ `
  mutation ClosePracticeAssignment($id: ID!) {
    closePracticeAssignment(id: $id) {
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
