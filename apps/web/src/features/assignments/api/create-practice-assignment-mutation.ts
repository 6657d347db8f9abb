import type {
  CreatePracticeAssignmentMutation,
  CreatePracticeAssignmentMutationVariables,
} from '../../../gql/graphql.ts';
import { MUTATION_ERROR_FIELDS } from '../../../lib/mutation-error-fields.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const CreatePracticeAssignmentDocument = typedDocument<
  CreatePracticeAssignmentMutation,
  CreatePracticeAssignmentMutationVariables
>(/* GraphQL */ `
  mutation CreatePracticeAssignment($input: PracticeAssignmentInput!) {
    createPracticeAssignment(input: $input) {
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
