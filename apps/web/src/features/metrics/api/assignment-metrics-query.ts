import type {
  AssignmentMetricsQuery,
  AssignmentMetricsQueryVariables,
} from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const AssignmentMetricsDocument = typedDocument<
  AssignmentMetricsQuery,
  AssignmentMetricsQueryVariables
>(/* GraphQL */ `
  query AssignmentMetrics($assignmentId: ID!, $range: MetricsRangeInput!) {
    assignmentMetrics(assignmentId: $assignmentId, range: $range) {
      assignment { id title dueAt classroom { id name } }
      range { from to period timeZone firstDayOfWeek }
      totals {
        practiceSeconds
        attemptsStarted
        attemptsCompleted
        averageScore
        bestScore
        activeStudents
        wordsUsed
        correctness { yes partial no }
        helpUses { feature count }
        skills { category score }
      }
      series {
        start
        figures {
          practiceSeconds
          attemptsStarted
          attemptsCompleted
          averageScore
          activeStudents
          wordsUsed
        }
      }
      students {
        student { id firstName lastName username }
        attempts
        practiceSeconds
        bestScore
        done
        passed
        lastPracticedAt
      }
    }
  }
`);
