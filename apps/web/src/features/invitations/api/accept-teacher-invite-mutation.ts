import type {
  AcceptTeacherInviteMutation,
  AcceptTeacherInviteMutationVariables,
} from '../../../gql/graphql.ts';
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
        field
        objectPosition
        messages
        code
      }
    }
  }
`);
