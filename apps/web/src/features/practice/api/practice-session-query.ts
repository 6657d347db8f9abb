import type { PracticeSessionQuery, PracticeSessionQueryVariables } from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';
import {
  PRACTICE_INTENT_PROGRESS_FIELDS,
  PRACTICE_MESSAGE_FIELDS,
} from './practice-message-fields.ts';

export const PracticeSessionDocument = typedDocument<
  PracticeSessionQuery,
  PracticeSessionQueryVariables
>(/* GraphQL */ `
  query PracticeSession($id: ID!) {
    practiceIntent(id: $id) {
      ...PracticeIntentProgressFields
      attemptNumber
      isPreview
      startedAt
      timeLimitSeconds
      scenarioTitle
      student {
        id
      }
      assignment {
        id
        title
      }
      rules {
        liveFeedback
        maxDurationSeconds
        helpFeatures
      }
      scenario {
        id
        title
        characterName
        characterRole
        voiceGender
        studentRole
        description
        studentGoal
        attachments {
          id
          kind
          url
          thumbnailUrl
          originalName
        }
        helpFeatures
        language {
          id
          name
          isoLanguageCode
        }
        steps {
          id
          position
          title
          goal
        }
        rubrics {
          category
          criteria
          weight
        }
      }
      messages {
        ...PracticeMessageFields
      }
    }
  }
  ${PRACTICE_INTENT_PROGRESS_FIELDS}
  ${PRACTICE_MESSAGE_FIELDS}
`);
