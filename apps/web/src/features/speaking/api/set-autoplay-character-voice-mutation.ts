import type {
  SetAutoplayCharacterVoiceMutation,
  SetAutoplayCharacterVoiceMutationVariables,
} from '../../../gql/graphql.ts';
import { MUTATION_ERROR_FIELDS } from '../../../lib/mutation-error-fields.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const SetAutoplayCharacterVoiceDocument = typedDocument<
  SetAutoplayCharacterVoiceMutation,
  SetAutoplayCharacterVoiceMutationVariables
>(/* GraphQL */ `
  mutation SetAutoplayCharacterVoice($enabled: Boolean!) {
    setAutoplayCharacterVoice(enabled: $enabled) {
      success
      errors {
        ...MutationErrorFields
      }
    }
  }
  ${MUTATION_ERROR_FIELDS}
`);
