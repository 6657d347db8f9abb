import type {
  AcceptClassroomInviteMutation,
  AcceptClassroomInviteMutationVariables,
} from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const AcceptClassroomInviteDocument = typedDocument<
  AcceptClassroomInviteMutation,
  AcceptClassroomInviteMutationVariables
>(/* GraphQL */ `
  mutation AcceptClassroomInvite($teacherToken: String!, $classroomToken: String!) {
    acceptClassroomInvite(teacherToken: $teacherToken, classroomToken: $classroomToken) {
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
