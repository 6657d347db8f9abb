import type {
  RemoveScenarioAttachmentMutation,
  RemoveScenarioAttachmentMutationVariables,
} from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const RemoveScenarioAttachmentDocument = typedDocument<
  RemoveScenarioAttachmentMutation,
  RemoveScenarioAttachmentMutationVariables
>(/* GraphQL */ `
  mutation RemoveScenarioAttachment($id: ID!) {
    removeScenarioAttachment(id: $id) {
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
