import type {
  UpdateClassroomMutation,
  UpdateClassroomMutationVariables,
} from '../../../gql/graphql.ts';
import { MUTATION_ERROR_FIELDS } from '../../../lib/mutation-error-fields.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const UpdateClassroomDocument = typedDocument<
  UpdateClassroomMutation,
  UpdateClassroomMutationVariables
>(/* GraphQL */ `
  mutation UpdateClassroom($id: ID!, $input: ClassroomUpdateInput!) {
    updateClassroom(id: $id, input: $input) {
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
