import type {
  AcceptCoTeachingMutation,
  AcceptCoTeachingMutationVariables,
} from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const AcceptCoTeachingDocument = typedDocument<
  AcceptCoTeachingMutation,
  AcceptCoTeachingMutationVariables
>(/* GraphQL */ `
  mutation AcceptCoTeaching($classroomId: ID!, $token: String!) {
    acceptTeacherToClassroomInvitation(classroomId: $classroomId, token: $token) {
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
