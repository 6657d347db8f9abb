import type {
  AcceptCoTeachingInvitationMutation,
  AcceptCoTeachingInvitationMutationVariables,
} from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const AcceptCoTeachingInvitationDocument = typedDocument<
  AcceptCoTeachingInvitationMutation,
  AcceptCoTeachingInvitationMutationVariables
>(/* GraphQL */ `
  mutation AcceptCoTeachingInvitation($classroomId: ID!, $token: String!) {
    acceptTeacherToClassroomInvitation(classroomId: $classroomId, token: $token) {
      success
      objects {
        id
        name
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
