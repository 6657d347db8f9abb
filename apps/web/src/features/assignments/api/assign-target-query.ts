import type { AssignTargetQuery, AssignTargetQueryVariables } from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

/** The scenario or curriculum being assigned, as much of it as the student preview shows. */
export const AssignTargetDocument = typedDocument<AssignTargetQuery, AssignTargetQueryVariables>(
  /* GraphQL */ `
  query AssignTarget($scenarioId: ID!, $curriculumId: ID!, $isScenario: Boolean!, $isCurriculum: Boolean!) {
    scenario(id: $scenarioId) @include(if: $isScenario) {
      ...AssignPreviewScenario
    }
    curriculum(id: $curriculumId) @include(if: $isCurriculum) {
      id
      title
      level
      language {
        id
        name
        isoLanguageCode
      }
      scenarios {
        position
        scenario {
          ...AssignPreviewScenario
        }
      }
    }
  }

  fragment AssignPreviewScenario on Scenario {
    id
    title
    level
    language {
      id
      name
      isoLanguageCode
    }
    characterName
    characterRole
    studentRole
    estimatedDurationSeconds
    steps {
      id
      position
      title
    }
  }
`,
);
