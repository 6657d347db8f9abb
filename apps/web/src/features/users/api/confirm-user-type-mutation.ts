import type {
  ConfirmUserTypeMutation,
  ConfirmUserTypeMutationVariables,
} from '../../../gql/graphql.ts';
import { MUTATION_ERROR_FIELDS } from '../../../lib/mutation-error-fields.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const ConfirmUserTypeDocument = typedDocument<
  ConfirmUserTypeMutation,
  ConfirmUserTypeMutationVariables
>(/* GraphQL */ `
  mutation ConfirmUserType($userType: UserType!) {
    confirmUserType(userType: $userType) {
      success
      objects {
        id
        userType
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
  ${MUTATION_ERROR_FIELDS}
`);
