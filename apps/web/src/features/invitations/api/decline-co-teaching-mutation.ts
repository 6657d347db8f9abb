import type {
  DeclineCoTeachingMutation,
  DeclineCoTeachingMutationVariables,
} from '../../../gql/graphql.ts';
import { MUTATION_ERROR_FIELDS } from '../../../lib/mutation-error-fields.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const DeclineCoTeachingDocument = typedDocument<
  DeclineCoTeachingMutation,
  DeclineCoTeachingMutationVariables
>(/* GraphQL */ `
  mutation DeclineCoTeaching($classroomId: ID!, $token: String!) {
    declineTeacherToClassroomInvitation(classroomId: $classroomId, token: $token) {
      success
      errors {
        ...MutationErrorFields
      }
    }
  }
  ${MUTATION_ERROR_FIELDS}
`);
