import type {
  ArchiveClassroomMutation,
  ArchiveClassroomMutationVariables,
} from '../../../gql/graphql.ts';
import { MUTATION_ERROR_FIELDS } from '../../../lib/mutation-error-fields.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const ArchiveClassroomDocument = typedDocument<
  ArchiveClassroomMutation,
  ArchiveClassroomMutationVariables
>(/* GraphQL */ `
  mutation ArchiveClassroom($id: ID!, $archived: Boolean!) {
    archiveClassroom(id: $id, archived: $archived) {
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
