import type {
  ConfirmUserTypeMutation,
  ConfirmUserTypeMutationVariables,
} from '../../../gql/graphql.ts';
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
        field
        objectPosition
        messages
        code
      }
    }
  }
`);
