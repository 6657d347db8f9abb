import type { MyProgressCardQuery, MyProgressCardQueryVariables } from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

/** This week's practice and the streak, for the card on the student's home. */
export const MyProgressCardDocument = typedDocument<
  MyProgressCardQuery,
  MyProgressCardQueryVariables
>(/* GraphQL */ `
  query MyProgressCard($range: MetricsRangeInput!) {
    studentMetrics(range: $range) {
      totals { practiceSeconds attemptsCompleted averageScore }
      series { start figures { practiceSeconds } }
      streakDays
    }
  }
`);
