/**
 * What the session and the result read of a message; the query, the events and the mutations
 * that return a message select the same fields, so an event replaces a message whole.
 */
export const PRACTICE_MESSAGE_FIELDS = /* GraphQL */ `
  fragment PracticeMessageFields on PracticeMessage {
    id
    role
    text
    stepIndex
    createdAt
    correctness
    gradingStatus
    feedbackHidden
    gradingNote
    translation
    usedNativeLanguage
    textWithheld
    audio {
      url
      mimeType
      durationSeconds
    }
    audioDeletedAt
    transcription
    transcriptSource
    transcriptionStatus
    wordsPerMinute
    speech {
      url
      mimeType
      durationSeconds
    }
    feedback {
      category
      code
      severity
      message
      excerpt
      suggestion
      span {
        start
        end
      }
    }
  }
`;

/** The attempt's fields that change while it runs (carried by every event). */
export const PRACTICE_INTENT_PROGRESS_FIELDS = /* GraphQL */ `
  fragment PracticeIntentProgressFields on PracticeIntent {
    id
    status
    currentStepIndex
    activeSeconds
    endedAt
    overallScore
    passed
  }
`;
