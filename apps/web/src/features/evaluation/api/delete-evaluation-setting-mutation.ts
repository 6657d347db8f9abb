import type {
  DeleteEvaluationSettingMutation,
  DeleteEvaluationSettingMutationVariables,
} from '../../../gql/graphql.ts';
import { MUTATION_ERROR_FIELDS } from '../../../lib/mutation-error-fields.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const DeleteEvaluationSettingDocument = typedDocument<
  DeleteEvaluationSettingMutation,
  DeleteEvaluationSettingMutationVariables
>(/* GraphQL */ `
  mutation DeleteEvaluationSetting($id: ID!) {
    deleteEvaluationSetting(id: $id) {
      errors {
        ...MutationErrorFields
      }
      success
    }
  }
  ${MUTATION_ERROR_FIELDS}
`);
