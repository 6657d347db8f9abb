import type {
  UpdateCurriculumMutation,
  UpdateCurriculumMutationVariables,
} from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const UpdateCurriculumDocument = typedDocument<
  UpdateCurriculumMutation,
  UpdateCurriculumMutationVariables
>(/* GraphQL */ `
  mutation UpdateCurriculum($id: ID!, $input: CurriculumInput!) {
    updateCurriculum(id: $id, input: $input) {
      errors {
        field
        objectPosition
        messages
        code
      }
      objects {
        id
      }
    }
  }
`);
