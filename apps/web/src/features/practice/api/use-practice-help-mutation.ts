import type {
  UsePracticeHelpMutation,
  UsePracticeHelpMutationVariables,
} from '../../../gql/graphql.ts';
import { MUTATION_ERROR_FIELDS } from '../../../lib/mutation-error-fields.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const UsePracticeHelpDocument = typedDocument<
  UsePracticeHelpMutation,
  UsePracticeHelpMutationVariables
>(/* GraphQL */ `
  mutation UsePracticeHelp($intentId: ID!, $feature: HelpFeature!, $messageId: ID) {
    usePracticeHelp(intentId: $intentId, feature: $feature, messageId: $messageId) {
      success
      objects {
        feature
        suggestions
        translation
        note
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
  ${MUTATION_ERROR_FIELDS}
`);
