import type {
  CreateCoTeacherInvitationMutation,
  CreateCoTeacherInvitationMutationVariables,
} from '../../../gql/graphql.ts';
import { MUTATION_ERROR_FIELDS } from '../../../lib/mutation-error-fields.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const CreateCoTeacherInvitationDocument = typedDocument<
  CreateCoTeacherInvitationMutation,
  CreateCoTeacherInvitationMutationVariables
>(/* GraphQL */ `
  mutation CreateCoTeacherInvitation($classroomId: ID!, $email: String) {
    createTeacherToClassroomInvitation(classroomId: $classroomId, email: $email) {
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
