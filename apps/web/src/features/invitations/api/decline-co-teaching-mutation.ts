import type {
  DeclineCoTeachingMutation,
  DeclineCoTeachingMutationVariables,
} from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const DeclineCoTeachingDocument = typedDocument<
  DeclineCoTeachingMutation,
  DeclineCoTeachingMutationVariables
>(/* GraphQL */ `
  mutation DeclineCoTeaching($classroomId: ID!, $token: String!) {
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
