import type {
  DeleteEvaluationSettingMutation,
  DeleteEvaluationSettingMutationVariables,
} from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const DeleteEvaluationSettingDocument = typedDocument<
  DeleteEvaluationSettingMutation,
  DeleteEvaluationSettingMutationVariables
>(/* GraphQL */ `
  mutation DeleteEvaluationSetting($id: ID!) {
    deleteEvaluationSetting(id: $id) {
      errors {
        field
        objectPosition
        messages
        code
      }
      success
    }
  }
`);
