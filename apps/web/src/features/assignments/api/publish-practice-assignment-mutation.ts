import type {
  PublishPracticeAssignmentMutation,
  PublishPracticeAssignmentMutationVariables,
} from '../../../gql/graphql.ts';
import { MUTATION_ERROR_FIELDS } from '../../../lib/mutation-error-fields.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const PublishPracticeAssignmentDocument = typedDocument<
  PublishPracticeAssignmentMutation,
  PublishPracticeAssignmentMutationVariables
>(/* GraphQL */ `
  mutation PublishPracticeAssignment($id: ID!) {
    publishPracticeAssignment(id: $id) {
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
