import type {
  AddScenarioAttachmentMutation,
  AddScenarioAttachmentMutationVariables,
} from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const AddScenarioAttachmentDocument = typedDocument<
  AddScenarioAttachmentMutation,
  AddScenarioAttachmentMutationVariables
>(/* GraphQL */ `
  mutation AddScenarioAttachment($scenarioId: ID!, $file: File!) {
    addScenarioAttachment(scenarioId: $scenarioId, file: $file) {
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
