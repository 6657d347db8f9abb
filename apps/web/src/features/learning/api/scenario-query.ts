import type { ScenarioQuery, ScenarioQueryVariables } from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const ScenarioDocument = typedDocument<ScenarioQuery, ScenarioQueryVariables>(/* GraphQL */ `
  query Scenario($id: ID!) {
    scenario(id: $id) {
      id
      title
      description
      level
      visibility
      isLibrary
      viewerIsOwner
      viewerCanEdit
      estimatedDurationSeconds
      estimatedDurationMinutes
      characterName
      characterRole
      characterPersonality
      voiceGender
      voiceName
      studentRole
      studentGoal
      openingMessage
      openingMessageTranslation
      updatedAt
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
        expectedPhrases
        scriptedLine
        scriptedLineTranslation
      }
      vocabularyItems {
        id
        kind
        text
        translation
        required
      }
      rubrics {
        id
        category
        criteria
        weight
      }
      attachments {
        id
        kind
        contentType
        originalName
        sizeBytes
        thumbnailUrl
        url
      }
    }
  }
`);
