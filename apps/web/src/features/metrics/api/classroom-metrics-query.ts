import type {
  ClassroomMetricsQuery,
  ClassroomMetricsQueryVariables,
} from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const ClassroomMetricsDocument = typedDocument<
  ClassroomMetricsQuery,
  ClassroomMetricsQueryVariables
>(/* GraphQL */ `
  query ClassroomMetrics($classroomId: ID!, $range: MetricsRangeInput!) {
    classroom(id: $classroomId) {
      id
      name
    }
    classroomMetrics(classroomId: $classroomId, range: $range) {
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
      previousTotals {
        practiceSeconds
        attemptsStarted
        attemptsCompleted
        averageScore
        activeStudents
        wordsUsed
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
      completion { done assigned }
      students {
        student { id firstName lastName username }
        practiceSeconds
        attemptsStarted
        attemptsCompleted
        averageScore
        bestScore
        lastPracticedAt
        assignmentsAssigned
        assignmentsDone
        assignmentsMissed
        attention
      }
      assignments {
        id
        title
        status
        dueAt
        assigned
        done
        attempts
        practiceSeconds
        averageBestScore
      }
    }
  }
`);
