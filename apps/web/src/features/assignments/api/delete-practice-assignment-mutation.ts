import type {
  DeletePracticeAssignmentMutation,
  DeletePracticeAssignmentMutationVariables,
} from '../../../gql/graphql.ts';
import { MUTATION_ERROR_FIELDS } from '../../../lib/mutation-error-fields.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const DeletePracticeAssignmentDocument = typedDocument<
  DeletePracticeAssignmentMutation,
  DeletePracticeAssignmentMutationVariables
>(/* GraphQL */ `
  mutation DeletePracticeAssignment($id: ID!) {
    deletePracticeAssignment(id: $id) {
      success
      errors {
        ...MutationErrorFields
      }
    }
  }
  ${MUTATION_ERROR_FIELDS}
`);
