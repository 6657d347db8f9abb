import type {
  GradePracticeMessageMutation,
  GradePracticeMessageMutationVariables,
} from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const GradePracticeMessageDocument = typedDocument<
  GradePracticeMessageMutation,
  GradePracticeMessageMutationVariables
>(/* GraphQL */ `
  mutation GradePracticeMessage($input: PracticeMessageGradeInput!) {
    gradePracticeMessage(input: $input) {
      success
      objects {
        id
      }
      errors {
        field
        objectPosition
        messages
        code
      }
    }
  }
`);
