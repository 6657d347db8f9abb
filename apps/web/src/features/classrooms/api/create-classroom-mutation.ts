import type {
  CreateClassroomMutation,
  CreateClassroomMutationVariables,
} from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const CreateClassroomDocument = typedDocument<
  CreateClassroomMutation,
  CreateClassroomMutationVariables
>(/* GraphQL */ `
  mutation CreateClassroom($input: ClassroomInput!) {
    createClassroom(input: $input) {
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
