import type {
  RevokeCoTeacherInvitationMutation,
  RevokeCoTeacherInvitationMutationVariables,
} from '../../../gql/graphql.ts';
import { MUTATION_ERROR_FIELDS } from '../../../lib/mutation-error-fields.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const RevokeCoTeacherInvitationDocument = typedDocument<
  RevokeCoTeacherInvitationMutation,
  RevokeCoTeacherInvitationMutationVariables
>(/* GraphQL */ `
  mutation RevokeCoTeacherInvitation($id: ID!) {
    revokeTeacherToClassroomInvitation(id: $id) {
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
