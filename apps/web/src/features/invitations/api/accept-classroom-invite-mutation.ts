import type {
  AcceptClassroomInviteMutation,
  AcceptClassroomInviteMutationVariables,
} from '../../../gql/graphql.ts';
import { MUTATION_ERROR_FIELDS } from '../../../lib/mutation-error-fields.ts';
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
        ...MutationErrorFields
      }
    }
  }
  ${MUTATION_ERROR_FIELDS}
`);
