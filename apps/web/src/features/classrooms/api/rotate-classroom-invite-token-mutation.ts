import type {
  RotateClassroomInviteTokenMutation,
  RotateClassroomInviteTokenMutationVariables,
} from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const RotateClassroomInviteTokenDocument = typedDocument<
  RotateClassroomInviteTokenMutation,
  RotateClassroomInviteTokenMutationVariables
>(/* GraphQL */ `
  mutation RotateClassroomInviteToken($id: ID!) {
    rotateClassroomInviteToken(id: $id) {
      success
      objects {
        id
        invitePath
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
