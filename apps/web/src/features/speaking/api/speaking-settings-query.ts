import type {
  SpeakingSettingsQuery,
  SpeakingSettingsQueryVariables,
} from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';
import { SPEAKING_SETTINGS_FIELDS } from './speaking-settings-fields.ts';

export const SpeakingSettingsDocument = typedDocument<
  SpeakingSettingsQuery,
  SpeakingSettingsQueryVariables
>(/* GraphQL */ `
  query SpeakingSettings {
    speakingSettings {
      ...SpeakingSettingsFields
    }
  }
  ${SPEAKING_SETTINGS_FIELDS}
`);
