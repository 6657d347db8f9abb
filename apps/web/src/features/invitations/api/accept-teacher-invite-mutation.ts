import type {
  AcceptTeacherInviteMutation,
  AcceptTeacherInviteMutationVariables,
} from '../../../gql/graphql.ts';
import { MUTATION_ERROR_FIELDS } from '../../../lib/mutation-error-fields.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const AcceptTeacherInviteDocument = typedDocument<
  AcceptTeacherInviteMutation,
  AcceptTeacherInviteMutationVariables
>(/* GraphQL */ `
  mutation AcceptTeacherInvite($token: String!) {
    acceptTeacherInvite(token: $token) {
      success
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
