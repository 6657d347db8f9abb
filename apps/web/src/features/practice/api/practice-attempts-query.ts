import type {
  PracticeAttemptsQuery,
  PracticeAttemptsQueryVariables,
} from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

/** The viewer's attempts of one scenario of an assignment, for the links between attempts. */
export const PracticeAttemptsDocument = typedDocument<
  PracticeAttemptsQuery,
  PracticeAttemptsQueryVariables
>(/* GraphQL */ `
  query PracticeAttempts($assignmentId: ID!, $scenarioId: ID!) {
    practiceAssignmentScenario(assignmentId: $assignmentId, scenarioId: $scenarioId) {
      attempts {
        id
        attemptNumber
        status
        overallScore
        passed
        startedAt
      }
    }
  }
`);
