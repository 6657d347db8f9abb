import type {
  DeleteCurriculumMutation,
  DeleteCurriculumMutationVariables,
} from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const DeleteCurriculumDocument = typedDocument<
  DeleteCurriculumMutation,
  DeleteCurriculumMutationVariables
>(/* GraphQL */ `
  mutation DeleteCurriculum($id: ID!) {
    deleteCurriculum(id: $id) {
      errors {
        field
        objectPosition
        messages
        code
      }
      success
    }
  }
`);
