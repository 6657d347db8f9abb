import type {
  UpdateClassroomMutation,
  UpdateClassroomMutationVariables,
} from '../../../gql/graphql.ts';
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
        field
        objectPosition
        messages
        code
      }
    }
  }
`);
