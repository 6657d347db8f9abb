import type {
  AcceptCoTeachingMutation,
  AcceptCoTeachingMutationVariables,
} from '../../../gql/graphql.ts';
import { MUTATION_ERROR_FIELDS } from '../../../lib/mutation-error-fields.ts';
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
        ...MutationErrorFields
      }
    }
  }
  ${MUTATION_ERROR_FIELDS}
`);
