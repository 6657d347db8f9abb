import type {
  DuplicateCurriculumMutation,
  DuplicateCurriculumMutationVariables,
} from '../../../gql/graphql.ts';
import { MUTATION_ERROR_FIELDS } from '../../../lib/mutation-error-fields.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const DuplicateCurriculumDocument = typedDocument<
  DuplicateCurriculumMutation,
  DuplicateCurriculumMutationVariables
>(/* GraphQL */ `
  mutation DuplicateCurriculum($id: ID!) {
    duplicateCurriculum(id: $id) {
      errors {
        ...MutationErrorFields
      }
      objects {
        id
      }
    }
  }
  ${MUTATION_ERROR_FIELDS}
`);
