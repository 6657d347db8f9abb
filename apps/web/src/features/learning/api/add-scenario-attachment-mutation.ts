import type {
  AddScenarioAttachmentMutation,
  AddScenarioAttachmentMutationVariables,
} from '../../../gql/graphql.ts';
import { MUTATION_ERROR_FIELDS } from '../../../lib/mutation-error-fields.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const AddScenarioAttachmentDocument = typedDocument<
  AddScenarioAttachmentMutation,
  AddScenarioAttachmentMutationVariables
>(/* GraphQL */ `
  mutation AddScenarioAttachment($scenarioId: ID!, $file: File!) {
    addScenarioAttachment(scenarioId: $scenarioId, file: $file) {
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
