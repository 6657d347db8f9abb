import type { PracticeResultQuery, PracticeResultQueryVariables } from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';
import {
  PRACTICE_INTENT_PROGRESS_FIELDS,
  PRACTICE_MESSAGE_FIELDS,
} from './practice-message-fields.ts';

export const PracticeResultDocument = typedDocument<
  PracticeResultQuery,
  PracticeResultQueryVariables
>(/* GraphQL */ `
  query PracticeResult($id: ID!) {
    practiceIntent(id: $id) {
      ...PracticeIntentProgressFields
      attemptNumber
      isPreview
      startedAt
      scenarioId
      scenarioTitle
      categoryScores {
        category
        score
      }
      helpUsage {
        feature
        count
      }
      student {
        id
        user {
          id
          firstName
          lastName
          username
        }
      }
      assignment {
        id
        title
      }
      otherAttempts {
        id
        attemptNumber
        overallScore
      }
      rules {
        liveFeedback
        passingScore
        gradedCategories {
          category
          weight
        }
      }
      scenario {
        id
        title
        characterName
        voiceGender
        language {
          id
          isoLanguageCode
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
