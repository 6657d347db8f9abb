import type {
  CreateEvaluationSettingMutation,
  CreateEvaluationSettingMutationVariables,
} from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const CreateEvaluationSettingDocument = typedDocument<
  CreateEvaluationSettingMutation,
  CreateEvaluationSettingMutationVariables
>(/* GraphQL */ `
  mutation CreateEvaluationSetting($input: EvaluationSettingInput!) {
    createEvaluationSetting(input: $input) {
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
