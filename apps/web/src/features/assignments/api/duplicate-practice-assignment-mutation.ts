import type {
  DuplicatePracticeAssignmentMutation,
  DuplicatePracticeAssignmentMutationVariables,
} from '../../../gql/graphql.ts';
import { MUTATION_ERROR_FIELDS } from '../../../lib/mutation-error-fields.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const DuplicatePracticeAssignmentDocument = typedDocument<
  DuplicatePracticeAssignmentMutation,
  DuplicatePracticeAssignmentMutationVariables
>(/* GraphQL */ `
  mutation DuplicatePracticeAssignment($id: ID!) {
    duplicatePracticeAssignment(id: $id) {
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
