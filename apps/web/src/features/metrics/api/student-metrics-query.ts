import type { StudentMetricsQuery, StudentMetricsQueryVariables } from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

/** A student's progress: their own (no studentId) or, for a teacher, from one classroom. */
export const StudentMetricsDocument = typedDocument<
  StudentMetricsQuery,
  StudentMetricsQueryVariables
>(/* GraphQL */ `
  query StudentMetrics($studentId: ID, $classroomId: ID, $range: MetricsRangeInput!) {
    studentMetrics(studentId: $studentId, classroomId: $classroomId, range: $range) {
      student {
        id
        user { id firstName lastName username }
      }
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
          skills { category score }
        }
      }
      completion { done assigned }
      streakDays
      vocabulary { text translation kind scenarioTitle status }
      recentAttempts(limit: 8) {
        id
        attemptNumber
        status
        startedAt
        activeSeconds
        overallScore
        scenarioTitle
      }
    }
  }
`);
