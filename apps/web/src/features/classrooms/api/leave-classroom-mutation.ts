import type {
  LeaveClassroomMutation,
  LeaveClassroomMutationVariables,
} from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const LeaveClassroomDocument = typedDocument<
  LeaveClassroomMutation,
  LeaveClassroomMutationVariables
>(/* GraphQL */ `
  mutation LeaveClassroom($id: ID!) {
    leaveClassroom(id: $id) {
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
