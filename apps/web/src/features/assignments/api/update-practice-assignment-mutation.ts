import type {
  UpdatePracticeAssignmentMutation,
  UpdatePracticeAssignmentMutationVariables,
} from '../../../gql/graphql.ts';
import { MUTATION_ERROR_FIELDS } from '../../../lib/mutation-error-fields.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const UpdatePracticeAssignmentDocument = typedDocument<
  UpdatePracticeAssignmentMutation,
  UpdatePracticeAssignmentMutationVariables
>(/* GraphQL */ `
  mutation UpdatePracticeAssignment($id: ID!, $input: PracticeAssignmentInput!) {
    updatePracticeAssignment(id: $id, input: $input) {
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
