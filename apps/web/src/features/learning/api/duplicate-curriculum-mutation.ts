import type {
  DuplicateCurriculumMutation,
  DuplicateCurriculumMutationVariables,
} from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const DuplicateCurriculumDocument = typedDocument<
  DuplicateCurriculumMutation,
  DuplicateCurriculumMutationVariables
>(/* GraphQL */ `
  mutation DuplicateCurriculum($id: ID!) {
    duplicateCurriculum(id: $id) {
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
