import type {
  DeclineCoTeachingInvitationMutation,
  DeclineCoTeachingInvitationMutationVariables,
} from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const DeclineCoTeachingInvitationDocument = typedDocument<
  DeclineCoTeachingInvitationMutation,
  DeclineCoTeachingInvitationMutationVariables
>(/* GraphQL */ `
  mutation DeclineCoTeachingInvitation($classroomId: ID!, $token: String!) {
    declineTeacherToClassroomInvitation(classroomId: $classroomId, token: $token) {
      success
      errors {
        field
        objectPosition
        messages
        code
      }
    }
  }
`);
