import type {
  DeleteCurriculumMutation,
  DeleteCurriculumMutationVariables,
} from '../../../gql/graphql.ts';
import { MUTATION_ERROR_FIELDS } from '../../../lib/mutation-error-fields.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const DeleteCurriculumDocument = typedDocument<
  DeleteCurriculumMutation,
  DeleteCurriculumMutationVariables
>(/* GraphQL */ `
  mutation DeleteCurriculum($id: ID!) {
    deleteCurriculum(id: $id) {
      errors {
        ...MutationErrorFields
      }
      success
    }
  }
  ${MUTATION_ERROR_FIELDS}
`);
