import type {
  UpdateCurriculumMutation,
  UpdateCurriculumMutationVariables,
} from '../../../gql/graphql.ts';
import { MUTATION_ERROR_FIELDS } from '../../../lib/mutation-error-fields.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const UpdateCurriculumDocument = typedDocument<
  UpdateCurriculumMutation,
  UpdateCurriculumMutationVariables
>(/* GraphQL */ `
  mutation UpdateCurriculum($id: ID!, $input: CurriculumInput!) {
    updateCurriculum(id: $id, input: $input) {
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
