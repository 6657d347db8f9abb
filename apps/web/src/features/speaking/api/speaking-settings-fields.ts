/** What the recorder and the players need to know of the server and of the user's choices. */
export const SPEAKING_SETTINGS_FIELDS = /* GraphQL */ `
  fragment SpeakingSettingsFields on SpeakingSettings {
    serverTranscription
    serverSpeech
    maxRecordingSeconds
    maxRecordingBytes
    recordingNoticeAccepted
    autoplayCharacterVoice
    recordingRetentionDays
  }
`;
