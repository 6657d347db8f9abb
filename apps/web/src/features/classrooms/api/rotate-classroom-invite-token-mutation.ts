import type {
  RotateClassroomInviteTokenMutation,
  RotateClassroomInviteTokenMutationVariables,
} from '../../../gql/graphql.ts';
import { MUTATION_ERROR_FIELDS } from '../../../lib/mutation-error-fields.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const RotateClassroomInviteTokenDocument = typedDocument<
  RotateClassroomInviteTokenMutation,
  RotateClassroomInviteTokenMutationVariables
>(/* GraphQL */ `
  mutation RotateClassroomInviteToken($id: ID!) {
    rotateClassroomInviteToken(id: $id) {
      success
      objects {
        id
        invitePath
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
  ${MUTATION_ERROR_FIELDS}
`);
