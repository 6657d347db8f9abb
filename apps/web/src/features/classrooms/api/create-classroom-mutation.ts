import type {
  CreateClassroomMutation,
  CreateClassroomMutationVariables,
} from '../../../gql/graphql.ts';
import { MUTATION_ERROR_FIELDS } from '../../../lib/mutation-error-fields.ts';
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
        ...MutationErrorFields
      }
    }
  }
  ${MUTATION_ERROR_FIELDS}
`);
