import type {
  SendPracticeRecordingMutation,
  SendPracticeRecordingMutationVariables,
} from '../../../gql/graphql.ts';
import { MUTATION_ERROR_FIELDS } from '../../../lib/mutation-error-fields.ts';
import { typedDocument } from '../../../lib/typed-document.ts';
import { PRACTICE_MESSAGE_FIELDS } from './practice-message-fields.ts';

/** A spoken answer, sent as a GraphQL multipart upload (the client sees the File). */
export const SendPracticeRecordingDocument = typedDocument<
  SendPracticeRecordingMutation,
  SendPracticeRecordingMutationVariables
>(/* GraphQL */ `
  mutation SendPracticeRecording(
    $intentId: ID!
    $audio: File!
    $transcript: String
    $transcriptSource: TranscriptSource
  ) {
    sendPracticeRecording(
      intentId: $intentId
      audio: $audio
      transcript: $transcript
      transcriptSource: $transcriptSource
    ) {
      success
      objects {
        ...PracticeMessageFields
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
  ${MUTATION_ERROR_FIELDS}
  ${PRACTICE_MESSAGE_FIELDS}
`);
