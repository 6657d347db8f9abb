import type {
  AssignmentResultsQuery,
  AssignmentResultsQueryVariables,
} from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const AssignmentResultsDocument = typedDocument<
  AssignmentResultsQuery,
  AssignmentResultsQueryVariables
>(/* GraphQL */ `
  query AssignmentResults($id: ID!) {
    readUser(me: true) {
      id
      timeZone
    }
    practiceAssignment(id: $id) {
      id
      title
      status
      dueAt
      isCurriculum
      classroom {
        id
        name
      }
      rules {
        passingScore
      }
      results {
        studentProfileId
        studentName
        scenarioId
        scenarioTitle
        status
        attemptsUsed
        bestScore
        lastScore
        minutesSpent
        helpUsed
        lastActivityAt
        latestAttemptId
        unreviewed
      }
    }
  }
`);
