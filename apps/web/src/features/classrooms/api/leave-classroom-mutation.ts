import type {
  LeaveClassroomMutation,
  LeaveClassroomMutationVariables,
} from '../../../gql/graphql.ts';
import { MUTATION_ERROR_FIELDS } from '../../../lib/mutation-error-fields.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const LeaveClassroomDocument = typedDocument<
  LeaveClassroomMutation,
  LeaveClassroomMutationVariables
>(/* GraphQL */ `
  mutation LeaveClassroom($id: ID!) {
    leaveClassroom(id: $id) {
      success
      errors {
        ...MutationErrorFields
      }
    }
  }
  ${MUTATION_ERROR_FIELDS}
`);
