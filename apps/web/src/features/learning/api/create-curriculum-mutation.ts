import type {
  CreateCurriculumMutation,
  CreateCurriculumMutationVariables,
} from '../../../gql/graphql.ts';
import { MUTATION_ERROR_FIELDS } from '../../../lib/mutation-error-fields.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const CreateCurriculumDocument = typedDocument<
  CreateCurriculumMutation,
  CreateCurriculumMutationVariables
>(/* GraphQL */ `
  mutation CreateCurriculum($input: CurriculumInput!) {
    createCurriculum(input: $input) {
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
