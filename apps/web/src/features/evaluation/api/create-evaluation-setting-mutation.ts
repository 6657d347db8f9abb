import type {
  CreateEvaluationSettingMutation,
  CreateEvaluationSettingMutationVariables,
} from '../../../gql/graphql.ts';
import { MUTATION_ERROR_FIELDS } from '../../../lib/mutation-error-fields.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const CreateEvaluationSettingDocument = typedDocument<
  CreateEvaluationSettingMutation,
  CreateEvaluationSettingMutationVariables
>(/* GraphQL */ `
  mutation CreateEvaluationSetting($input: EvaluationSettingInput!) {
    createEvaluationSetting(input: $input) {
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
