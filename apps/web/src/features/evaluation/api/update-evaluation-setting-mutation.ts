import type {
  UpdateEvaluationSettingMutation,
  UpdateEvaluationSettingMutationVariables,
} from '../../../gql/graphql.ts';
import { MUTATION_ERROR_FIELDS } from '../../../lib/mutation-error-fields.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const UpdateEvaluationSettingDocument = typedDocument<
  UpdateEvaluationSettingMutation,
  UpdateEvaluationSettingMutationVariables
>(/* GraphQL */ `
  mutation UpdateEvaluationSetting($id: ID!, $input: EvaluationSettingInput!) {
    updateEvaluationSetting(id: $id, input: $input) {
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
