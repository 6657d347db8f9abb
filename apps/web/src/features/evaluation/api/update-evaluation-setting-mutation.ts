import type {
  UpdateEvaluationSettingMutation,
  UpdateEvaluationSettingMutationVariables,
} from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const UpdateEvaluationSettingDocument = typedDocument<
  UpdateEvaluationSettingMutation,
  UpdateEvaluationSettingMutationVariables
>(/* GraphQL */ `
  mutation UpdateEvaluationSetting($id: ID!, $input: EvaluationSettingInput!) {
    updateEvaluationSetting(id: $id, input: $input) {
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
