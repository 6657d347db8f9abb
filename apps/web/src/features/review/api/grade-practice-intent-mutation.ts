import type {
  GradePracticeIntentMutation,
  GradePracticeIntentMutationVariables,
} from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const GradePracticeIntentDocument = typedDocument<
  GradePracticeIntentMutation,
  GradePracticeIntentMutationVariables
>(/* GraphQL */ `
  mutation GradePracticeIntent($input: PracticeIntentGradeInput!) {
    gradePracticeIntent(input: $input) {
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
