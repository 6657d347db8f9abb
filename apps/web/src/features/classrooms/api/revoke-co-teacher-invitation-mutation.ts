import type {
  RevokeCoTeacherInvitationMutation,
  RevokeCoTeacherInvitationMutationVariables,
} from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const RevokeCoTeacherInvitationDocument = typedDocument<
  RevokeCoTeacherInvitationMutation,
  RevokeCoTeacherInvitationMutationVariables
>(/* GraphQL */ `
  mutation RevokeCoTeacherInvitation($id: ID!) {
    revokeTeacherToClassroomInvitation(id: $id) {
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
