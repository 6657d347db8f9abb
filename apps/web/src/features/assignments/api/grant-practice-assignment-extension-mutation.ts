import type {
  GrantPracticeAssignmentExtensionMutation,
  GrantPracticeAssignmentExtensionMutationVariables,
} from '../../../gql/graphql.ts';
import { MUTATION_ERROR_FIELDS } from '../../../lib/mutation-error-fields.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const GrantPracticeAssignmentExtensionDocument = typedDocument<
  GrantPracticeAssignmentExtensionMutation,
  GrantPracticeAssignmentExtensionMutationVariables
>(/* GraphQL */ `
  mutation GrantPracticeAssignmentExtension($input: PracticeAssignmentExtensionInput!) {
    grantPracticeAssignmentExtension(input: $input) {
      objects {
        id
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
  ${MUTATION_ERROR_FIELDS}
`);
