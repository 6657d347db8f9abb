import type {
  PracticeAssignmentBriefQuery,
  PracticeAssignmentBriefQueryVariables,
} from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

/**
 * The brief of one scenario of an assignment: the practice view of the scenario (its fields
 * follow the assignment's help features), the viewer's attempts, and the assignment around it.
 */
export const PracticeAssignmentBriefDocument = typedDocument<
  PracticeAssignmentBriefQuery,
  PracticeAssignmentBriefQueryVariables
>(/* GraphQL */ `
  query PracticeAssignmentBrief($assignmentId: ID!, $scenarioId: ID!) {
    practiceAssignmentScenario(assignmentId: $assignmentId, scenarioId: $scenarioId) {
      position
      attemptsAllowed
      attemptsLeft
      attemptsUsed
      bestScore
      passed
      completed
      canStart
      inProgress {
        id
      }
      attempts {
        id
        attemptNumber
        status
        startedAt
        endedAt
        overallScore
        passed
      }
      scenario {
        id
        title
        level
        characterName
        characterRole
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
        estimatedDurationSeconds
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
      }
      assignment {
        id
        title
        instructions
        status
        isCurriculum
        startsAt
        dueAt
        viewerCanManage
        classroom {
          id
          name
          avatar
        }
        rules {
          attemptMode
          maxAttempts
        }
        myProgress {
          dueAt
        }
        scenarios {
          position
          completed
          passed
          inProgress {
            id
          }
          scenario {
            id
            title
          }
        }
      }
    }
  }
`);
