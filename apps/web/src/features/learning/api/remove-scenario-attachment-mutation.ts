import type {
  RemoveScenarioAttachmentMutation,
  RemoveScenarioAttachmentMutationVariables,
} from '../../../gql/graphql.ts';
import { MUTATION_ERROR_FIELDS } from '../../../lib/mutation-error-fields.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const RemoveScenarioAttachmentDocument = typedDocument<
  RemoveScenarioAttachmentMutation,
  RemoveScenarioAttachmentMutationVariables
>(/* GraphQL */ `
  mutation RemoveScenarioAttachment($id: ID!) {
    removeScenarioAttachment(id: $id) {
      errors {
        ...MutationErrorFields
      }
      success
    }
  }
  ${MUTATION_ERROR_FIELDS}
`);
